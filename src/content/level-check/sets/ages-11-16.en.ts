import type { Translation } from '@/i18n/translate';
import type { QuestionSet } from '../level-check.types';
import { describedPicture } from '../pictures.en';

// The English twin of ages-11-16.ts: its instructions and its picture's description, question by
// question (the English the learner reads is the set's own, but for the three lines with a
// Vietnamese place name: the same English, here so that the twin says every Vietnamese-lettered line).
const fillTheGap = 'Choose the right word to fill the gap.';
const readTheText = 'Read the notice or message, then choose the sentence that matches what it says.';

export const ages11to16English: Translation<QuestionSet> = {
  questions: [
    { instruction: 'Choose the word that matches the picture.', picture: describedPicture('umbrella') },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
    { instruction: fillTheGap, prompt: 'I’ve ___ been to Đà Lạt.' },
    { instruction: fillTheGap },
    { instruction: readTheText },
    { instruction: readTheText },
    { instruction: fillTheGap },
    { instruction: fillTheGap, prompt: 'She has lived in Hà Nội ___ 2019.' },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
    {
      instruction: readTheText,
      passage: 'SCHOOL TRIP TO HẠ LONG BAY\nStudents who want to go must give the form to Ms Hoa by Friday. Places are limited.',
    },
    { instruction: fillTheGap },
    { instruction: fillTheGap },
  ],
};
