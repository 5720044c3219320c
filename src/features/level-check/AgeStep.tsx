import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { schoolYear } from '@/content/courses/course-finder';
import { levelCheckAges } from '@/content/level-check/ages';
import classes from './LevelCheck.module.css';

const errorId = 'kiem-tra-tuoi-loi';

/**
 * The first step: the child's age, which chooses the questions. The radios are the page's own (read
 * when the form is sent): one chosen before the page's code has run counts, and its 'Tiếp', held by the
 * page's inline script, is replayed once it runs (src/components/early-input.ts).
 */
export function AgeStep({ age, onChoose }: { age: number | null; onChoose: (age: number) => void }) {
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
          Bé nhà bạn bao nhiêu tuổi?
        </legend>
        <p className={classes.hint}>Câu hỏi được chọn theo tuổi của bé. Phụ huynh ngồi cùng bé và đọc hướng dẫn giúp bé nhé.</p>
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
                {value} tuổi <small>{schoolYear(value)}</small>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {/* The ages the sets cannot test honestly go elsewhere (docs/level-check.md#who-takes-it). */}
      <p className={classes.hint}>
        Bài kiểm tra dành cho học viên từ 4 đến 16 tuổi. Bé 3 tuổi: <Link to="/khoa-hoc/theo-tuoi/$tuoi" params={{ tuoi: '3' }}>xem các khóa học cho bé 3 tuổi</Link>. Từ 17
        tuổi và người lớn: <a href="#dang-ky">đăng ký kiểm tra trình độ miễn phí tại trung tâm</a>.
      </p>
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
