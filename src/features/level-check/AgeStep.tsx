import { Button } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { finderAges, schoolYear } from '@/content/courses/course-finder';
import classes from './LevelCheck.module.css';

const errorId = 'kiem-tra-tuoi-loi';

/** The first step: the child's age, which chooses the questions. */
export function AgeStep({ age, onChoose }: { age: number | null; onChoose: (age: number) => void }) {
  const [chosen, setChosen] = useState(age);
  const [missing, setMissing] = useState(false);
  const goOn = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) setMissing(true);
    else onChoose(chosen);
  };
  return (
    <form onSubmit={goOn} noValidate>
      <fieldset className={classes.fieldset} aria-describedby={missing ? errorId : undefined}>
        <legend className={classes.legend} tabIndex={-1} data-step-heading>
          Bé nhà bạn bao nhiêu tuổi?
        </legend>
        <p className={classes.hint}>Câu hỏi được chọn theo tuổi của bé. Phụ huynh ngồi cùng bé và đọc hướng dẫn giúp bé nhé.</p>
        <div className={classes.ages}>
          {finderAges.map((value) => (
            <label key={value} className={classes.choice}>
              <input
                type="radio"
                name="tuoi"
                value={value}
                checked={chosen === value}
                onChange={() => {
                  setChosen(value);
                  setMissing(false);
                }}
                className={classes.radio}
              />
              <span className={classes.ageLabel}>
                {value} tuổi <small>{schoolYear(value)}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {missing && (
        <p id={errorId} role="alert" className={classes.error}>
          Vui lòng chọn tuổi của bé.
        </p>
      )}
      <div className={classes.buttons}>
        <Button type="submit" size="lg">
          Tiếp
        </Button>
      </div>
    </form>
  );
}
