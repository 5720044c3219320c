import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { levelCheckAges, schoolGrade } from '@/content/level-check/ages';
import { fill } from '@/i18n/fill';
import { useText } from '@/i18n/use-text';
import { levelCheck } from '@/i18n/vi/level-check';
import classes from './LevelCheck.module.css';

const errorId = 'kiem-tra-tuoi-loi';

/**
 * The first step: the child's age, which chooses the questions. The radios are the page's own (read
 * when the form is sent): one chosen before the page's code has run counts, and its 'Tiếp', held by the
 * page's inline script, is replayed once it runs (src/components/early-input.ts).
 */
export function AgeStep({ age, onChoose }: { age: number | null; onChoose: (age: number) => void }) {
  const { age: t, next } = useText('levelCheck', levelCheck);
  // The age's grade, as the course finder and the result read it (ages.ts's `schoolGrade`).
  const schoolYear = (value: number) => (schoolGrade(value) < 1 ? t.preschool : fill(t.grade, { grade: schoolGrade(value) }));
  const [missing, setMissing] = useState(false);
  const goOn = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = new FormData(event.currentTarget).get('tuoi');
    if (chosen === null) setMissing(true);
    else onChoose(Number(chosen));
  };
  return (
    <form onSubmit={goOn} noValidate>
      <fieldset className={classes.fieldset} aria-describedby={missing ? errorId : undefined}>
        <legend className={classes.legend} tabIndex={-1} data-step-heading>
          {t.legend}
        </legend>
        <p className={classes.hint}>{t.hint}</p>
        <div className={classes.ages}>
          {levelCheckAges.map((value) => (
            <label key={value} className={classes.choice}>
              <input
                type="radio"
                name="tuoi"
                value={value}
                defaultChecked={age === value}
                onChange={() => setMissing(false)}
                className={classes.radio}
              />
              <span className={classes.ageLabel}>
                {fill(t.label, { age: value })} <small>{schoolYear(value)}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* The ages the sets cannot test honestly go elsewhere (docs/level-check.md#who-takes-it). */}
      <p className={classes.hint}>
        {t.elsewhere.start}
        <Link to="/khoa-hoc/theo-tuoi/$tuoi" params={{ tuoi: '3' }}>
          {t.elsewhere.youngest}
        </Link>
        {t.elsewhere.between}
        <a href="#dang-ky">{t.elsewhere.oldest}</a>
        {t.elsewhere.end}
      </p>
      {missing && (
        <p id={errorId} role="alert" className={classes.error}>
          {t.missing}
        </p>
      )}
      <div className={classes.buttons}>
        <Button type="submit" size="lg">
          {next}
        </Button>
      </div>
    </form>
  );
}
