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
    { instruction: pictureToWord, picture: describedPicture('tree') },
    { instruction: 'Read the word and choose the right picture.', choices: describedChoices('book', 'ball', 'pencil') },
    { instruction: sentenceToPicture, choices: describedChoices('catUnderTable', 'dogUnderTable', 'catOnTable') },
    { instruction: fillTheGap },
    { instruction: pickTheAnswer },
    { instruction: 'Choose the sentence that matches the picture.', picture: describedPicture('rain') },
    { instruction: pictureToWord, picture: describedPicture('whale') },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
    { instruction: pickTheAnswer },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
    { instruction: 'Read the text and choose the right answer.' },
  ],
};
