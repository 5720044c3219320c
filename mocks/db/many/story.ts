// What a story template is: a kind of school news (a Trung thu night, exam results, a field trip...)
// that writes its title, summary and sections in Vietnamese for a given day, with the names and
// numbers the generator's faker picks (the context). No faker here: generate.ts makes the context.

/** The categories of the `many` scenario: the five of the written seed, one with a single article, one empty. */
export type ManyCategoryKey = 'su-kien' | 'thanh-tich' | 'ngoai-khoa' | 'thong-bao' | 'goc-phu-huynh' | 'hoc-bong' | 'tuyen-dung';

export interface StoryContext {
  /** The publication day in Vietnam, `yyyy-mm-dd`, and its parts. */
  today: string;
  day: number;
  month: number;
  year: number;
  /** 'thứ Hai' … 'Chủ nhật'. */
  weekday: string;
  /** `d/m/yyyy` of the day `offset` days after publication (before it when negative). */
  dayAt(offset: number): string;
  /** The weekday of that day, as `weekday`. */
  weekdayAt(offset: number): string;
  /** An offset from `min` to `max` days (negative: before) that falls on a Saturday or a Sunday. */
  weekendAt(min: number, max: number): number;
  /** The school year the day falls in, '2024-2025' (it starts in August). */
  schoolYear: string;
  pick<T>(items: readonly T[]): T;
  /** `count` different items, in the list's order. */
  some<T>(items: readonly T[], count: number): T[];
  int(min: number, max: number): number;
  /** A child's full name in Vietnamese order (family name first), from fakerVI's names. */
  child(): string;
  /** A parent, 'chị …' (a mother) or 'anh …' (a father); either when not said. */
  parent(sex?: 'female' | 'male'): string;
  /** One of the centre's teachers, with 'cô' or 'thầy'. */
  teacher(): string;
}

interface StorySection {
  subtitle: string;
  description: string;
  /** A picture of public/images/news/ (1-19), different from the cover. */
  picture?: number;
}

interface StoryText {
  title: string;
  summary: string;
  sections: StorySection[];
}

export interface Story {
  category: ManyCategoryKey;
  /** Covers to choose from (public/images/news/<n>.svg). */
  pictures: readonly number[];
  /** Months (1-12) it can be published in; any month when absent. */
  months?: readonly number[];
  /** Published as the featured article (the newest hot one heads /tin-tuc). */
  hot?: boolean;
  write(context: StoryContext): StoryText;
}

/** A story that happens once a year: the days it may be published on, for a year (none: not that year). */
export interface YearlyStory extends Omit<Story, 'months'> {
  window(year: number): { from: string; to: string } | undefined;
}

/** `text` with its first letter capitalised, to start a sentence with a name ('cô …' → 'Cô …'). */
export const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Lines of a list in a description: each starts a new line, as the article page shows them. */
export const list = (items: readonly string[]) => items.map((item) => `- ${item}`).join('\n');

/** Levels of the Cambridge English Qualifications for young learners, and the classes named after them. */
export const youngLearnerLevels = ['Starters', 'Movers', 'Flyers'] as const;

export const classNames = ['Starters S1', 'Starters S2', 'Movers M1', 'Movers M2', 'Flyers F1', 'Flyers F2', 'KET K1', 'PET P1', 'Mầm non Sun 2', 'Kỹ năng sống KN3'] as const;
