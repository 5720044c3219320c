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
    { id: 'early-01', instruction: pictureToWord, picture: describedPicture('cat') },
    { id: 'early-02', instruction: wordToPicture, choices: describedChoices('bird', 'cat', 'dog') },
    { id: 'early-03', instruction: pictureToWord, picture: describedPicture('grandmother') },
    { id: 'early-04', instruction: wordToPicture, choices: describedChoices('kite', 'bird', 'fish') },
    {
      id: 'early-05',
      instruction: 'Read the question and the words aloud; your child chooses the right colour.',
      picture: describedPicture('ballColour'),
    },
    { id: 'early-06', instruction: wordToPicture, choices: describedChoices('banana', 'apple', 'ball') },
    {
      id: 'early-07',
      instruction: 'Read the numbers aloud; your child counts the apples and chooses the right number.',
      picture: describedPicture('apples'),
    },
    { id: 'early-08', instruction: pictureToWord, picture: describedPicture('car') },
    {
      id: 'early-09',
      instruction: 'Read the English sentence aloud; your child chooses the right picture.',
      choices: describedChoices('catOnTable', 'catUnderTable', 'dogUnderTable'),
    },
    {
      id: 'early-10',
      instruction: 'Read the sentences aloud; your child chooses the one that matches the picture.',
      picture: describedPicture('rain'),
    },
    { id: 'early-11', instruction: pictureToWord, picture: describedPicture('whale') },
    { id: 'early-12', instruction: 'Read the sentence aloud; your child chooses the right word to fill the gap.' },
  ],
};
