import type { UiText } from '../ui-text';

export const levelCheck: UiText['levelCheck'] = {
  head: {
    title: 'Free English level check',
    description:
      'A short English level check for learners aged 4–16, on the Cambridge scale: 12 to 16 questions, no time limit, a result and a suitable course at once.',
    breadcrumb: 'Level check',
  },
  intro: {
    title: 'Free English level check',
    lead: 'About 10 minutes, with no time limit. At the end you’ll see an estimated level on the Cambridge scale and a course to suit your child.',
  },
  checkLabel: 'The level check',
  faq: {
    placement: 'how we place children in classes',
    trial: 'the free trial class',
  },
  age: {
    legend: 'How old is your child?',
    hint: 'The questions are chosen for your child’s age. Please sit with your child and read the instructions to them.',
    label: '{age} years old',
    preschool: 'preschool',
    grade: 'grade {grade}',
    elsewhere: {
      start: 'The check is for learners aged 4–16. Is your child 3? ',
      youngest: 'See our courses for 3-year-olds',
      between: '. Aged 17 or over, or an adult? ',
      oldest: 'Register for a free level test at the centre',
      end: '.',
    },
    missing: 'Please choose your child’s age.',
  },
  next: 'Next',
  question: {
    count: 'Question {number} of {total}',
    back: 'Back',
    seeResult: 'See the result',
    skip: 'Skip this question',
    missingAnswer: 'Please choose an answer, or press “Skip this question” if {child} doesn’t know.',
  },
  result: {
    child: { young: 'your child', older: 'your child' },
    heading: { reached: 'Result: {level}', towards: 'Result: {child} is working towards {level}' },
    score: {
      reached: 'CEFR level {cefr} · {child} answered {score} of {total} questions correctly.',
      towards: 'First goal: CEFR level {cefr} · {child} answered {score} of {total} questions correctly.',
    },
    canDoHeading: { reached: 'What {child}’s answers show they can do', towards: 'What {child} will be able to do at {level}' },
    estimate:
      'This is a first estimate from {total} short questions, not an official result. One of our teachers will confirm ' +
      '{child}’s level at the free level test, after talking with them in person.',
    nextStep: 'The next step',
    course: 'Recommended course:',
    register: 'Register for a level test and trial class',
    restart: 'Start again',
  },
};
