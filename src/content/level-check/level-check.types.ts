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

/**
 * Where the recommended course puts the child, which the next step is written for: the centre's
 * Cambridge course for the age (preschool 4–5, primary 6–10, lower secondary 11–15, upper secondary
 * 16, as the course finder offers them), or communication English for a 16-year-old not yet at B1
 * (scoring.ts's `stageOf`).
 */
export type Stage = 'preschool' | 'primary' | 'lowerSecondary' | 'upperSecondary' | 'communication';

/** What the result page says of a level, in plain Vietnamese. */
export interface Level {
  id: LevelId;
  /** A Young Learners exam (Starters, Movers, Flyers): children sit it, so a teenager's result never names it as their level. */
  youngLearners: boolean;
  /** Cambridge's name as Cambridge writes it, the same in every language (level-names.ts), e.g. 'A1 Movers'. */
  name: string;
  /** The level on the CEFR, as Cambridge writes it ('Pre A1'). */
  cefr: 'Pre A1' | 'A1' | 'A2' | 'B1';
  /** What the level's questions showed, and only that: the check tests no writing, speaking or listening. */
  canDo: string[];
  /**
   * The next step from this level, for each stage at which a result can name it (reached, or for a
   * preschooler the level they are building the foundations for): it fits the child's age and the
   * course recommended. A preschooler's never asks for writing.
   */
  next: Partial<Record<Stage, string>>;
}

/**
 * What a finished check says (scoring.ts, docs/level-check.md#the-scoring-rule):
 * - `reached`: the level, named from enough evidence (its pass mark and every easier level's);
 * - `towards`: the first level the set can name, not reached, as the child's first goal;
 * - `foundation`: a preschooler (4–5), building the foundations for Pre A1 Starters, which comes at primary age;
 * - `unplaced`: too few right answers at the set's easiest level, above Pre A1, to place the child (no target);
 * - `mixed`: a harder level passed while an easier one was not: the teacher places the child.
 */
export type ResultKind = 'reached' | 'towards' | 'foundation' | 'unplaced' | 'mixed';

/** The outcome of a finished check: what it says, the course stage it leads to, and the score it rests on. */
export interface LevelResult {
  kind: ResultKind;
  /**
   * `reached`: the level reached; `towards`, `foundation`: the level aimed at; `unplaced`: the set's
   * easiest level, not passed; `mixed`: the harder level passed.
   */
  level: LevelId;
  /** True only for `reached`: the result names `level` as the child's. */
  reached: boolean;
  /** The set's levels whose pass mark the answers met, easiest first, whether or not the result may name them. */
  passed: LevelId[];
  /** `mixed` only: the easier level below its pass mark, under `level`. */
  missed?: LevelId;
  stage: Stage;
  score: number;
  total: number;
}
