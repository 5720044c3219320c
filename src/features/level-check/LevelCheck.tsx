import { useEffect, useMemo, useRef, useState } from 'react';
import { levels } from '@/content/level-check/levels';
import { questionSetForAge } from '@/content/level-check/question-sets';
import { centreResultName } from './result-wording';
import { courseChoice, scoreLevelCheck } from './scoring';
import { freshProgress, useLevelCheck, type LevelCheckProgress } from '@/components/level-check-progress';
import type { QuestionSet } from '@/content/level-check/level-check.types';
import { translate } from '@/i18n/translate';
import { AgeStep } from './AgeStep';
import classes from './LevelCheck.module.css';
import { useLevelCheckTranslation } from './level-check-translation';
import { LevelResultPanel, type RecommendedCourse } from './LevelResultPanel';
import { QuestionStep } from './QuestionStep';

/**
 * Fetches a set's pictures while the page is online, so that the questions show them offline too (they are cached for
 * good). Resolves once all are in, or could not be.
 */
async function fetchPictures(set: QuestionSet) {
  const sources = new Set(
    set.questions
      .flatMap((question) => [question.picture, ...question.choices.map((choice) => choice.picture)])
      .map((picture) => picture?.src),
  );
  const images = [...sources].filter((src) => src !== undefined).map((src) => Object.assign(new Image(), { src }));
  await Promise.allSettled(images.map((image) => image.decode()));
}

interface LevelCheckProps {
  courses: readonly RecommendedCourse[];
}

/**
 * The level check (docs/level-check.md): the child's age, then that age's questions one at a time,
 * then the result. Where they are is kept for the visit (level-check-progress.ts), in no language:
 * a parent who switches language goes on where they were. The prerendered page shows the first
 * step; a visit that had started comes back to its step once the code runs.
 */
export function LevelCheck({ courses }: LevelCheckProps) {
  const translation = useLevelCheckTranslation();
  const [progress, saveLevelCheck] = useLevelCheck();
  // The questions and levels in the page's language (the same ids, answers and pictures in any).
  const set = useMemo(() => {
    const found = progress.age === null ? undefined : questionSetForAge(progress.age);
    return found && translate(found, translation?.sets[found.id]);
  }, [progress.age, translation]);
  const shownLevels = useMemo(() => translate(levels, translation?.levels), [translation]);
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  // Which set's pictures are all in (the page says so, for tests: `data-pictures`).
  const [picturesIn, setPicturesIn] = useState<string>();
  useEffect(() => {
    if (set) void fetchPictures(set).then(() => setPicturesIn(set.id));
  }, [set]);

  // After a step the parent took (not on arrival), the new step's heading takes the focus, so that a screen reader reads it.
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const heading = box.current?.querySelector<HTMLElement>('[data-step-heading]');
    heading?.focus({ preventScroll: true });
    box.current?.scrollIntoView({ block: 'start', behavior: 'auto' });
  }, [progress.step]);

  const goTo = (step: number, changes: Partial<LevelCheckProgress> = {}) => {
    moved.current = true;
    saveLevelCheck({ ...progress, ...changes, step });
  };

  const chooseAge = (age: number) => {
    const sameSet = set !== undefined && questionSetForAge(age)?.id === set.id;
    // The same answers name a level by age (a teenager is named A2 Key where a 12-year-old is named A2 Flyers): a kept result is for its age only.
    goTo(1, { age, answers: sameSet ? progress.answers : {}, result: sameSet && age === progress.age ? progress.result : undefined });
  };

  const finish = (questionSet: QuestionSet, age: number) => {
    const result = scoreLevelCheck(questionSet, progress.answers, age);
    const { level, reached, score, total } = result;
    // Named for the centre, in Vietnamese whatever the page's language (result-wording.ts).
    goTo(total + 1, { result: { level, reached, name: centreResultName(result), score, total } });
  };

  const renderStep = () => {
    if (!set || progress.age === null || progress.step === 0)
      return <AgeStep key={progress.age ?? 'none'} age={progress.age} onChoose={chooseAge} />;
    const { age } = progress;
    const total = set.questions.length;
    const question = set.questions[progress.step - 1];
    if (question) {
      return (
        <QuestionStep
          key={question.id}
          question={question}
          age={age}
          number={progress.step}
          total={total}
          answer={progress.answers[question.id]}
          onAnswer={(choice) => saveLevelCheck({ ...progress, answers: { ...progress.answers, [question.id]: choice }, result: undefined })}
          onBack={() => goTo(progress.step - 1)}
          onNext={() => (progress.step === total ? finish(set, age) : goTo(progress.step + 1))}
        />
      );
    }
    const result = scoreLevelCheck(set, progress.answers, age);
    const { course, other } = courseChoice(courses, age, result.stage);
    return (
      <LevelResultPanel
        age={age}
        levels={shownLevels}
        result={result}
        course={course}
        otherCourse={other}
        onRestart={() => goTo(0, freshProgress)}
      />
    );
  };

  // Until the result, the phone's action bar stays away (MobileActionBar.module.css): it would cover
  // the step's buttons whenever the focus leaves the form, as a tap on a picture makes it.
  const inProgress = !set || progress.age === null || progress.step <= set.questions.length;
  return (
    <div
      ref={box}
      className={classes.box}
      data-pictures={set && picturesIn === set.id ? 'loaded' : undefined}
      data-check-in-progress={inProgress ? '' : undefined}
    >
      {renderStep()}
    </div>
  );
}
