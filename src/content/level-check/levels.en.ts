import type { Translation } from '@/i18n/translate';
import type { Level } from './level-check.types';

/**
 * The English twin of levels.ts, level by level: what the answers showed and the next step, stage by
 * stage. The levels' names are Cambridge's (level-names.ts), the same in both languages.
 */
export const levelsEnglish: Translation<Level[]> = [
  {
    id: 'pre-a1-starters',
    canDo: [
      'Recognise familiar words from pictures: animals, colours, food, everyday things and numbers.',
      'Understand a short, simple sentence and choose the picture that goes with it.',
    ],
    next: {
      preschool:
        'At preschool, your child goes on listening to and singing songs, hearing picture stories, and learning new words through pictures and ' +
        'movement games. Pre A1 Starters comes once they start primary school.',
      primary:
        'The next step is A1 Movers: learning more words by topic, understanding short stories, and saying and writing simple sentences about ' +
        'themselves, their family and their day.',
    },
  },
  {
    id: 'a1-movers',
    canDo: [
      'Choose the sentence that describes a picture, and the right reply to a familiar question.',
      'Use the past simple, comparatives and adverbs of manner correctly in short sentences.',
      'Recognise words on topics such as the weather and animals.',
    ],
    next: {
      primary: 'The next step is A2 Flyers: understanding longer texts, talking about their experiences and plans, and writing a short paragraph.',
    },
  },
  {
    id: 'a2-flyers',
    canDo: [
      'Use the present perfect, the past continuous and relative clauses correctly in sentences.',
      'Work out the missing word from the meaning of the whole sentence.',
    ],
    next: {
      primary:
        'The next step is A2 Key for Schools, which comes at lower secondary school. Until then, on the primary course, your child consolidates ' +
        'A2 Flyers (and can sit the exam), reading longer stories and writing short paragraphs.',
      lowerSecondary:
        'The next step is A2 Key for Schools: reading everyday notices, messages and emails, and writing a short email that does what the task asks.',
    },
  },
  {
    id: 'a2-key',
    canDo: [
      'Understand short everyday notices and messages.',
      'Use the first conditional, superlatives and the present perfect with “since” correctly.',
      'Choose the right word in a polite request.',
    ],
    next: {
      lowerSecondary:
        'The next step is B1 Preliminary for Schools: understanding longer texts, and giving opinions and explaining why in English.',
      communication:
        'The next step is B1: understanding and talking confidently in familiar situations, and giving opinions and explaining why in English. ' +
        'With a sound B1, your child can start on the road to IELTS.',
    },
  },
  {
    id: 'b1-preliminary',
    canDo: [
      'Understand a short notice, including what to do and by when.',
      'Use “I wish”, the passive and reported questions correctly.',
      'Use “look forward to” with an -ing verb correctly.',
    ],
    next: {
      lowerSecondary:
        'The next step is to consolidate B1 Preliminary for Schools (your child can sit the exam) and practise the emails, articles and stories it asks for. ' +
        'From grade 8, the course also prepares for the grade 10 entrance exam, and IELTS follows at upper secondary school.',
      upperSecondary:
        'The next step is IELTS: using English more flexibly and confidently, in their studies and in everyday life, ' +
        'alongside preparing for the national high school graduation exam.',
    },
  },
];
