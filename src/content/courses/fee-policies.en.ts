import type { Translation } from '@/i18n/translate';
import { siblingDiscount, termPaidAtOnceDiscount } from '@/lib/centre-figures';
import { percent, type FeePolicy } from './fee-policies';
import { monthWeeks, termWeeks } from './term';

/** The rules on fees in English, rule by rule; their figures come from the same constants as the Vietnamese. */
export const feePolicyTranslations: Translation<readonly FeePolicy[]> = [
  {
    id: 'dong-hoc-phi',
    title: 'Paying fees',
    points: [
      `Fees are charged per term of ${termWeeks} teaching weeks; public holiday and Tết (Lunar New Year) weeks do not count towards the term.`,
      `Courses that show a monthly fee can be paid month by month (${monthWeeks} weeks); the others are paid by the term.`,
      'The centre never asks you to pay for a whole year, or for several terms, in advance.',
      'You pay before the first session of the term or month, by bank transfer or at the centre, and get a receipt every time.',
      'There is no registration fee, facilities fee or any other charge beyond the fees listed. The level test and the trial class are free.',
    ],
  },
  {
    id: 'uu-dai',
    title: 'Discounts',
    points: [
      `Paying for a whole term at once costs ${percent(termPaidAtOnceDiscount)} less than paying for ${termWeeks / monthWeeks} months separately (already taken off the term fees above).`,
      `Brothers and sisters at the centre: ${percent(siblingDiscount)} off the fees for the second child and for each one after.`,
      'The two discounts can be combined.',
    ],
  },
  {
    id: 'khai-giang-va-xep',
    title: 'New classes and placement',
    points: [
      'New classes start in their opening week, given with each course, on their usual class days.',
      'Before joining a class, your child takes a free level test, so that they start at the right level.',
      'Courses paid by the month also take new learners in the middle of a term when a class has room; you pay from the month your child starts.',
    ],
  },
  {
    id: 'hoc-bu',
    title: 'Make-up lessons',
    points: [
      'If your child will miss a session and you tell us at least 24 hours in advance (on Zalo or by phone), they make it up free of charge in another class at the same level, within 2 weeks; up to 4 sessions a term.',
      'If your child misses a session without notice, the teacher sends you what the class covered and its homework, so that they can keep up.',
      'If the centre has to cancel a session (a teacher is ill, or there is a storm), it makes up every session, tells you the dates in advance and charges nothing extra.',
    ],
  },
  {
    id: 'hoan-phi-va-bao',
    title: 'Refunds and deferring sessions',
    points: [
      'If, after the first 2 sessions, the class isn’t right for your child, they can move to one that suits them better, or the centre will refund all the fees you have paid.',
      'Leaving for good in the first half of the term (or of a paid month): the sessions not yet taken are refunded.',
      'From the second half of the term: no refund; the sessions not yet taken are kept for 6 months, for your child to carry on later or to pass to a brother or sister.',
      'Refunds are paid by bank transfer within 7 working days.',
    ],
  },
];
