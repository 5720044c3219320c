import type { UiText } from '../ui-text';

/** The result's short name in English, as the registration form shows it on English pages (the centre receives the Vietnamese). */
export const resultNames: UiText['levelCheck']['resultNames'] = {
  reached: '{level}',
  towards: 'Working towards {level}',
  foundation: 'Building foundations for {level}',
  unplaced: 'Too few right answers to place yet',
  mixed: 'Uneven across the levels',
};

export const levelCheck: UiText['levelCheck'] = {
  head: {
    title: 'Free English level check',
    description:
      'A short English level check for learners aged 4–16: 12 to 16 questions, no time limit, an estimated Cambridge level and a suitable course straight away.',
    breadcrumb: 'Level check',
  },
  intro: {
    title: 'Free English level check',
    lead: 'About 10 minutes, with no time limit. At the end you’ll see an estimated Cambridge level and a course to suit your child.',
  },
  checkLabel: 'The level check',
  faq: {
    placement: 'how we place children in classes',
    trial: 'the free trial class',
  },
  age: {
    legend: 'How old is your child?',
    hint: 'The questions are chosen for your child’s age, counted by year of birth: the age they turn this year. Please sit with your child and read the instructions to them.',
    label: '{age} years old',
    preschool: 'preschool',
    grade: 'grade {grade}',
    elsewhere: {
      start: 'The check is for learners aged 4–16. Is your child 3? ',
      youngest: 'See our courses for 3-year-olds',
      between: '. Is your child 17 or over, or are you an adult learner? ',
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
    heading: {
      reached: 'Result: {level}',
      towards: 'Result: {child} is working towards {level}',
      foundation: 'Result: {child} is building the foundations for {level}',
      unplaced: 'Result: too few right answers to place {child} yet',
      mixed: 'Result: {child}’s answers are uneven across the levels',
    },
    score: {
      reached: 'CEFR level {cefr} · {child} answered {score} of {total} questions correctly.',
      towards: 'First goal: CEFR level {cefr} · {child} answered {score} of {total} questions correctly.',
      other: '{Child} answered {score} of {total} questions correctly.',
    },
    note: {
      foundation:
        '{level} is the first of Cambridge’s exams for young learners, and children usually take it at primary school. At preschool, {child} builds ' +
        'the foundations for it: listening a lot, recognising familiar words and enjoying English.',
      unplaced:
        'The easiest questions in the check are already at {cefr} level, and {child} did not answer enough of them correctly for the check ' +
        'to show where they are. One of our teachers will place {child} at the free level test, starting with easier questions.',
      mixed:
        '{Child} answered most of the {passed} questions correctly, but not enough of the easier {missed} ones. That makes it hard to place them: ' +
        '{child} may have guessed some hard questions right, or may simply not know a few easy topics yet. One of our teachers will place ' +
        '{child} at the free level test.',
    },
    canDoHeading: {
      reached: 'What {child}’s answers show they can do',
      towards: 'What {child} will be able to do at {level} level',
      foundation: 'What {child} will gradually learn to do at preschool',
    },
    estimate:
      'This is a first estimate from {total} short questions, not an official result. One of our teachers will confirm ' +
      '{child}’s level at the free level test, after talking with them in person.',
    nextStep: 'The next step',
    course: 'Recommended course:',
    courseReason: {
      examYear:
        'For {age}-year-olds we have two English courses. Children sit the grade 10 entrance exam at the end of grade 9, in the summer of the year they turn {age}. ' +
        'If {child} is in grade 9 with that exam ahead, we suggest this one: it prepares for the exam, on the way to A2 Key for Schools and B1 Preliminary for Schools. ' +
        'If they have already started grade 10, or only need to practise listening and speaking, {other} suits them better.',
      ieltsReady:
        'For {age}-year-olds we have two English courses. The answers show {child} is at B1, a sound base for this course, which prepares ' +
        'for the national high school graduation exam and IELTS. {other} suits {child} better if they only need to practise listening and speaking.',
      foundationFirst:
        'For {age}-year-olds we have two English courses. {other} prepares for the national high school graduation exam and IELTS, and needs a B1 base to ' +
        'keep up; {child}’s answers do not show B1 yet, so we suggest this course first, to build a firm base in English, above all in ' +
        'listening and speaking. One of our teachers will tell you when {child} is ready for the road to IELTS.',
    },
    register: 'Register for a level test and trial class',
    restart: 'Start again',
  },
  resultNames,
};
