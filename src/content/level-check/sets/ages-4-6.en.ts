import type { Translation } from '@/i18n/translate';
import type { QuestionSet } from '../level-check.types';
import { describedChoices, describedPicture } from '../pictures.en';

// The English twin of ages-4-6.ts: its instructions and pictures' descriptions, question by question
// (the English the child reads is the set's own). Children of 4 to 6 mostly do not read yet: the
// instructions speak to the parent, who reads the English aloud while the child points.
const pictureToWord = 'Read the words aloud; your child chooses the one that matches the picture.';
const wordToPicture = 'Read the English word aloud; your child chooses the right picture.';

export const ages4to6English: Translation<QuestionSet> = {
  questions: [
    { instruction: pictureToWord, picture: describedPicture('cat') },
    { instruction: wordToPicture, choices: describedChoices('bird', 'cat', 'dog') },
    { instruction: pictureToWord, picture: describedPicture('grandmother') },
    { instruction: wordToPicture, choices: describedChoices('kite', 'bird', 'fish') },
    { instruction: 'Read the question and the words aloud; your child chooses the right colour.', picture: describedPicture('ballColour') },
    { instruction: wordToPicture, choices: describedChoices('banana', 'apple', 'ball') },
    { instruction: 'Read the numbers aloud; your child counts the apples and chooses the right number.', picture: describedPicture('apples') },
    { instruction: pictureToWord, picture: describedPicture('car') },
    {
      instruction: 'Read the English sentence aloud; your child chooses the right picture.',
      choices: describedChoices('catOnTable', 'catUnderTable', 'dogUnderTable'),
    },
    { instruction: 'Read the sentences aloud; your child chooses the one that matches the picture.', picture: describedPicture('rain') },
    { instruction: pictureToWord, picture: describedPicture('whale') },
    { instruction: 'Read the sentence aloud; your child chooses the right word to fill the gap.' },
  ],
};
