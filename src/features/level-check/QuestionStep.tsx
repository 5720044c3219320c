import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { Question, QuestionPicture } from '@/content/level-check/level-check.types';
import { missingAnswer } from './result-wording';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { levelCheck } from '@/i18n/vi/level-check';
import classes from './LevelCheck.module.css';

interface QuestionStepProps {
  question: Question;
  /** The child's age: the words for the child (in Vietnamese, 'bé' or 'con'). */
  age: number;
  /** 1-based. */
  number: number;
  total: number;
  answer: string | undefined;
  onAnswer: (choiceId: string) => void;
  onBack: () => void;
  onNext: () => void;
}

const errorId = 'kiem-tra-cau-hoi-loi';

function Picture({ picture, className }: { picture: QuestionPicture; className?: string }) {
  return <img src={picture.src} alt={picture.alt} width={picture.width} height={picture.height} className={className} />;
}

/**
 * One question: its instruction (in the page's language) as the group's legend, the English to
 * read, its picture, and its choices as native radios (arrows move between them, Space chooses). A
 * choice is kept as soon as it is made; 'Tiếp' asks for one, 'Bỏ qua câu này' goes on without.
 */
export function QuestionStep({ question, age, number, total, answer, onAnswer, onBack, onNext }: QuestionStepProps) {
  const words = useText('levelCheck', levelCheck);
  const t = words.question;
  const [missing, setMissing] = useState(false);
  const last = number === total;
  const goOn = (event: FormEvent) => {
    event.preventDefault();
    if (answer === undefined) setMissing(true);
    else onNext();
  };
  return (
    <form onSubmit={goOn} noValidate>
      <p className={classes.count}>{fill(t.count, { number, total })}</p>
      <progress value={number} max={total} aria-hidden className={classes.progress} />
      <fieldset className={classes.fieldset} aria-describedby={missing ? errorId : undefined}>
        <legend className={classes.legend} tabIndex={-1} data-step-heading>
          {question.instruction}
        </legend>
        {question.picture && <Picture picture={question.picture} className={classes.questionPicture} />}
        {question.passage && (
          <p lang="en" className={classes.passage}>
            {question.passage}
          </p>
        )}
        {question.prompt && (
          <p lang="en" className={classes.prompt}>
            {question.prompt}
          </p>
        )}
        <div className={question.choices.some((choice) => choice.picture) ? classes.pictureChoices : classes.choices}>
          {question.choices.map((choice) => (
            <label key={choice.id} className={classes.choice}>
              <input
                type="radio"
                name={question.id}
                value={choice.id}
                checked={answer === choice.id}
                onChange={() => {
                  onAnswer(choice.id);
                  setMissing(false);
                }}
                className={classes.radio}
              />
              {choice.picture ? (
                <Picture picture={choice.picture} className={classes.choicePicture} />
              ) : (
                <span lang="en">{choice.text}</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p id={errorId} role="alert" className={classes.error}>
          {missingAnswer(age, words)}
        </p>
      )}
      <div className={`${classes.buttons} ${classes.steps}`}>
        <Button type="button" variant="default" size="lg" onClick={onBack}>
          {t.back}
        </Button>
        <Button type="submit" size="lg">
          {last ? t.seeResult : words.next}
        </Button>
      </div>
      <Button type="button" variant="subtle" onClick={onNext} className={classes.skip}>
        {t.skip}
      </Button>
    </form>
  );
}
