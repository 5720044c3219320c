// The level check's pictures, drawn by scripts/illustrations (objects.mjs, `npm run images`) into
// pictures/. Imported, so each is a hashed file cached for good and shown offline.
import apple from './pictures/apple.svg';
import apples from './pictures/apples.svg';
import ball from './pictures/ball.svg';
import banana from './pictures/banana.svg';
import bird from './pictures/bird.svg';
import book from './pictures/book.svg';
import car from './pictures/car.svg';
import catOnTable from './pictures/cat-on-table.svg';
import catUnderTable from './pictures/cat-under-table.svg';
import cat from './pictures/cat.svg';
import dogUnderTable from './pictures/dog-under-table.svg';
import dog from './pictures/dog.svg';
import fish from './pictures/fish.svg';
import grandmother from './pictures/grandmother.svg';
import kite from './pictures/kite.svg';
import pencil from './pictures/pencil.svg';
import rain from './pictures/rain.svg';
import tree from './pictures/tree.svg';
import umbrella from './pictures/umbrella.svg';
import whale from './pictures/whale.svg';
import type { Choice, QuestionPicture } from './level-check.types';

const files = {
  apple, apples, ball, banana, bird, book, car, cat, catOnTable, catUnderTable, dog, dogUnderTable,
  fish, grandmother, kite, pencil, rain, tree, umbrella, whale,
};

/** Every picture is drawn 240×240 (scripts/illustrations/manifest.mjs, levelCheckPictures). */
const SIZE = 240;

/** A picture with its Vietnamese alt (which may name the thing: the child answers in English). */
export function picture(name: keyof typeof files, alt: string): QuestionPicture {
  return { src: files[name], width: SIZE, height: SIZE, alt };
}

/** Choice ids are 'a', 'b', 'c'… in the order shown (they are kept in session storage). */
export const choiceId = (index: number) => String.fromCharCode(97 + index);

/** Choices 'a', 'b', 'c'… with these English texts. */
export function wordChoices(...texts: string[]): Choice[] {
  return texts.map((text, index) => ({ id: choiceId(index), text }));
}

/** Picture choices 'a', 'b', 'c'…: each is read out by its Vietnamese description. */
export function pictureChoices(...pictures: [name: keyof typeof files, alt: string][]): Choice[] {
  return pictures.map(([name, alt], index) => ({ id: choiceId(index), text: alt, picture: picture(name, alt) }));
}
