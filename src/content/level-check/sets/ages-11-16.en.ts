import type { Translation } from '@/i18n/translate';
import type { QuestionSet } from '../level-check.types';
import { describedPicture } from '../pictures.en';

// The English twin of ages-11-16.ts: its instructions and its picture's description, question by
// question (the English the learner reads is the set's own, but for the three lines with a
// Vietnamese place name: the same English, here so that the twin says every Vietnamese-lettered line).
const fillTheGap = 'Choose the right answer to fill the gap.';
const readTheText = 'Read the notice or message, then choose the sentence that matches what it says.';

export const ages11to16English: Translation<QuestionSet> = {
  questions: [
    { id: 'secondary-01', instruction: 'Choose the word that matches the picture.', picture: describedPicture('umbrella') },
    { id: 'secondary-02', instruction: fillTheGap },
    { id: 'secondary-03', instruction: fillTheGap },
    { id: 'secondary-04', instruction: fillTheGap, prompt: 'I’ve ___ been to Đà Lạt.' },
    { id: 'secondary-05', instruction: fillTheGap },
    { id: 'secondary-06', instruction: readTheText },
    { id: 'secondary-07', instruction: readTheText },
    { id: 'secondary-08', instruction: fillTheGap },
    { id: 'secondary-09', instruction: fillTheGap, prompt: 'She has lived in Hà Nội ___ 2019.' },
    { id: 'secondary-10', instruction: fillTheGap },
    { id: 'secondary-11', instruction: fillTheGap },
    { id: 'secondary-12', instruction: fillTheGap },
    { id: 'secondary-13', instruction: fillTheGap },
    {
      id: 'secondary-14',
      instruction: readTheText,
      passage: 'SCHOOL TRIP TO HẠ LONG BAY\nStudents who want to go must hand in the form to Ms Hoa by Friday. Places are limited.',
    },
    { id: 'secondary-15', instruction: fillTheGap },
    { id: 'secondary-16', instruction: fillTheGap },
  ],
};
