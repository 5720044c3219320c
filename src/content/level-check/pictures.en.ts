import type { Translation } from '@/i18n/translate';
import type { QuestionPicture } from './level-check.types';
import { choiceId } from './pictures';

/**
 * The pictures' descriptions in English, for the sets' English twins (sets/*.en.ts). A Vietnamese
 * alt may name the thing, as the child answers in English; an English one would give the answer
 * away. So each says what the picture shows without the English words the questions ask for: a
 * screen-reader user who knows them can match it, as a sighted child matches the picture (a content
 * test holds every English alt to that, level-check.en.test.ts).
 */
const englishAlts = {
  apple: 'A round red fruit with a leaf on its stalk',
  apples: 'Red apples to count: apple, apple, apple, apple',
  ball: 'A round red toy to throw and kick',
  /** The ball of the question about its colour. */
  ballColour: 'A ball the colour of a ripe tomato',
  banana: 'A long, curved yellow fruit',
  bird: 'A small blue animal with wings and a beak, sitting on a branch',
  book: 'Something to read, with pages and a blue cover with a star on it',
  car: 'A small red vehicle with four wheels, doors and windows',
  cat: 'An orange pet with whiskers, pointed ears and a long tail',
  catOnTable: 'An orange pet with whiskers, sitting on top of a wooden table',
  catUnderTable: 'An orange pet with whiskers, sitting beneath a wooden table',
  dog: 'A brown pet with floppy ears and a red collar',
  dogUnderTable: 'A brown pet with floppy ears, sitting beneath a wooden table',
  fish: 'An orange animal with fins, blowing bubbles in the water',
  grandmother: 'An old lady with grey hair and glasses',
  kite: 'A blue and yellow toy that flies in the wind on a string',
  pencil: 'A yellow stick with a sharp point, for writing and drawing',
  rain: 'Grey clouds with drops falling from them',
  tree: 'A tall plant with a brown trunk, green leaves and red fruit',
  umbrella: 'Something to open and hold over your head when it rains',
  whale: 'A huge blue sea animal blowing water out of the top of its head',
};

type Described = keyof typeof englishAlts;

/** A question's picture, described in English. */
export const describedPicture = (name: Described): Translation<QuestionPicture> => ({ alt: englishAlts[name] });

/**
 * Picture choices, each read by its English description (as in Vietnamese, the choice's text is its
 * picture's alt), with the ids the Vietnamese choices have in the order shown (pictures.ts).
 */
export const describedChoices = (...names: Described[]) =>
  names.map((name, index) => ({ id: choiceId(index), text: englishAlts[name], picture: { alt: englishAlts[name] } }));
