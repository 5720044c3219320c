/** The levels a level check can name, lowest first (Cambridge English Qualifications and the CEFR). */
export type LevelId = 'pre-a1-starters' | 'a1-movers' | 'a2-flyers' | 'a2-key' | 'b1-preliminary';

/** A picture drawn for a question: a hashed file (imported, so it is cached for good and shows offline). */
export interface QuestionPicture {
  src: string;
  width: number;
  height: number;
  /** Vietnamese; must not give the answer away where the question asks what the picture shows. */
  alt: string;
}

export interface Choice {
  id: string;
  /**
   * English, as the child reads it. A picture choice has the picture's Vietnamese description here
   * (the same as its alt), for screen readers: the English word would give the answer away.
   */
  text: string;
  picture?: QuestionPicture;
}

export interface Question {
  id: string;
  skill: 'vocabulary' | 'reading' | 'grammar';
  /** The level whose syllabus the question comes from. */
  level: LevelId;
  /** Vietnamese, for the parent reading beside the child, e.g. 'Bức tranh vẽ con gì? Chọn một từ.' */
  instruction: string;
  /**
   * English, shown above the prompt: a short notice or message the question is about (as in A2 Key
   * Reading Part 1). Its lines are separated by '\n'.
   */
  passage?: string;
  /** English: the sentence, gap or question the child reads ('' when the picture says it all). */
  prompt: string;
  picture?: QuestionPicture;
  choices: Choice[];
  /** The id of the right choice. */
  answer: string;
}

/** The questions for children of some ages. */
export interface QuestionSet {
  id: string;
  /** Inclusive ages the set is for, e.g. { from: 7, to: 10 }. */
  ages: { from: number; to: number };
  /** 12 to 20 questions, easiest first. */
  questions: Question[];
}

/** What the result page says of a level, in plain Vietnamese. */
export interface Level {
  id: LevelId;
  /** A Young Learners exam (Starters, Movers, Flyers): children sit it, so a teenager's result never names it. */
  youngLearners: boolean;
  /** Cambridge's name, e.g. 'A1 Movers'. */
  name: string;
  cefr: 'Pre-A1' | 'A1' | 'A2' | 'B1';
  /** What the level's questions showed, and only that: the check tests no writing, speaking or listening. */
  canDo: string[];
  next: string;
}

/** The outcome of a finished check: the level reached, and the score it rests on. */
export interface LevelResult {
  level: LevelId;
  /**
   * False when the child did not reach even the set's first level: `level` is then the level they
   * are starting towards (say so, rather than what they can already do).
   */
  reached: boolean;
  score: number;
  total: number;
}
