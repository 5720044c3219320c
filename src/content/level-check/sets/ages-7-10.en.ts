import type { Translation } from '@/i18n/translate';
import type { QuestionSet } from '../level-check.types';
import { describedChoices, describedPicture } from '../pictures.en';

// The English twin of ages-7-10.ts: its instructions, which speak to the child, and its pictures'
// descriptions, question by question (the English the child reads is the set's own).
const pictureToWord = 'Choose the word that matches the picture.';
const sentenceToPicture = 'Read the sentence and choose the right picture.';
const fillTheGap = 'Choose the right word to fill the gap.';
const pickTheAnswer = 'Choose the right answer.';

export const ages7to10English: Translation<QuestionSet> = {
  questions: [
    { id: 'primary-01', instruction: pictureToWord, picture: describedPicture('tree') },
    {
      id: 'primary-02',
      instruction: 'Read the word and choose the right picture.',
      choices: describedChoices('book', 'ball', 'pencil'),
    },
    {
      id: 'primary-03',
      instruction: sentenceToPicture,
      choices: describedChoices('catUnderTable', 'dogUnderTable', 'catOnTable'),
    },
    { id: 'primary-04', instruction: fillTheGap },
    { id: 'primary-05', instruction: pickTheAnswer },
    { id: 'primary-06', instruction: 'Choose the sentence that matches the picture.', picture: describedPicture('rain') },
    { id: 'primary-07', instruction: pictureToWord, picture: describedPicture('whale') },
    { id: 'primary-08', instruction: fillTheGap },
    { id: 'primary-09', instruction: fillTheGap },
    { id: 'primary-10', instruction: pickTheAnswer },
    { id: 'primary-11', instruction: fillTheGap },
    { id: 'primary-12', instruction: fillTheGap },
    { id: 'primary-13', instruction: fillTheGap },
    { id: 'primary-14', instruction: fillTheGap },
    { id: 'primary-15', instruction: fillTheGap },
    { id: 'primary-16', instruction: 'Read the text and choose the right answer.' },
  ],
};
