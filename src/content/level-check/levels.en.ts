import type { Translation } from '@/i18n/translate';
import type { Level } from './level-check.types';

/**
 * The English twin of levels.ts, level by level: Cambridge's names as Cambridge writes them (the
 * teenagers' exams in their 'for Schools' versions), what the answers showed and the next step.
 */
export const levelsEnglish: Translation<Level[]> = [
  {
    id: 'pre-a1-starters',
    name: 'Pre A1 Starters',
    canDo: [
      'Recognise familiar words from pictures: animals, colours, food, everyday things and numbers.',
      'Understand a short, simple sentence and choose the picture that goes with it.',
    ],
    next: 'The next step is A1 Movers: learning more words by topic, and saying and writing simple sentences about themselves, their family and their day.',
  },
  {
    id: 'a1-movers',
    name: 'A1 Movers',
    canDo: [
      'Choose the sentence that describes a picture, and the right reply to a familiar question.',
      'Use the past simple, comparatives and adverbs of manner correctly in short sentences.',
      'Recognise words on topics such as the weather and animals.',
    ],
    next: 'The next step is A2 Flyers: understanding longer texts, talking about their experiences and plans, and writing a short paragraph.',
  },
  {
    id: 'a2-flyers',
    name: 'A2 Flyers',
    canDo: [
      'Use the present perfect, the past continuous and relative clauses correctly in sentences.',
      'Choose the missing word from the meaning of the whole sentence.',
    ],
    next: 'The next step is A2 Key for Schools (KET): reading everyday notices, messages and emails, and writing a short email that does what the task asks.',
  },
  {
    id: 'a2-key',
    name: 'A2 Key for Schools',
    canDo: [
      'Understand short everyday notices and messages.',
      'Use the first conditional, superlatives and the present perfect with “since” correctly.',
      'Choose the right word in a polite request.',
    ],
    next: 'The next step is B1 Preliminary for Schools (PET): understanding longer texts, and giving opinions and explaining why in English.',
  },
  {
    id: 'b1-preliminary',
    name: 'B1 Preliminary for Schools',
    canDo: [
      'Understand a longer notice, including what to do and by when.',
      'Use wishes, the passive and reported questions correctly.',
      'Use “look forward to” with an -ing verb correctly.',
    ],
    next: 'The next step is B2 First or IELTS: using English more flexibly and confidently, in their studies and in everyday life.',
  },
];
