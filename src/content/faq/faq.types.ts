import type { LinkProps } from '@tanstack/react-router';

/**
 * Each question's id: its anchor on the page (/cau-hoi-thuong-gap#hoc-bu) and what the pages it is
 * about link back to, so it never changes once published.
 */
export const faqIds = [
  'bat-dau-tu-may-tuoi',
  'xep-lop',
  'hoc-thu',
  'si-so-lop',
  'bang-cap-giao-vien',
  'bai-tap-ve-nha',
  'bao-cao-tien-bo',
  'hoc-phi',
  'hoc-bu',
  'hoan-hoc-phi',
  'lich-hoc',
  'mang-theo',
  'dua-don',
  'thi-cambridge',
  'bao-lau-len-cap',
] as const;

export type FaqId = (typeof faqIds)[number];

/** What a question is about: the topics parents ask about (issue 35), and two more. */
export type FaqTopic =
  | 'age'
  | 'class-size'
  | 'teachers'
  | 'homework'
  | 'progress'
  | 'make-up'
  | 'trial'
  | 'fees'
  | 'refunds'
  | 'pick-up'
  | 'cambridge-exams'
  | 'what-to-bring'
  | 'placement'
  | 'timetable';

/** The page an answer is about, in the router's typed link form, and the link's words. */
export type FaqLinkTarget = Pick<LinkProps, 'to' | 'params'> & { hash?: string; label: string };

export interface FaqQuestion {
  id: FaqId;
  topics: FaqTopic[];
  /** As a parent would ask it. */
  question: string;
  /** Two to four sentences, plain text. */
  answer: string;
  link: FaqLinkTarget;
}

export interface FaqGroup {
  /** The group heading's id. */
  id: string;
  title: string;
  questions: FaqQuestion[];
}
