import type { UiText } from '../ui-text';

export const courses: UiText['courses'] = {
  finder: {
    heading: 'Find a course by age',
    all: 'All ages',
    age: 'Age {age}',
    adults: 'Adults',
    // Vietnam's school years: grade 1 is the year a child turns 6.
    schoolYears: {
      preschool: 'preschool',
      grade: 'grade {grade}',
      // On the age's button, one line of a quarter of a 390 px phone: 'after grade 12' did not fit.
      afterSchool: 'school leaver',
      adults: 'at university or work',
    },
    learners: {
      child: '{age}-year-olds',
      teenager: '{age}-year-olds',
      adults: 'adults',
    },
    courseCount: {
      one: 'Mặt Trời Nhỏ has {count} course for {learner} ({year}).',
      other: 'Mặt Trời Nhỏ has {count} courses for {learner} ({year}).',
    },
    groups: {
      Life: 'Life skills',
      Cambridge: 'Cambridge English',
      English: 'English for communication',
    },
  },
  coursesPage: {
    allTitle: 'All courses',
    ageTitle: 'Courses for {learner}',
    lead: 'Life skills for children aged 5–12, Cambridge English from preschool to upper secondary, and English for communication for older learners. Choose an age to see the courses for that age.',
    cambridgePath: 'See the Cambridge pathway',
    allDescription:
      'Every course at Mặt Trời Nhỏ: Life skills for ages 5–12, Cambridge English from preschool to upper secondary, English for communication. Find a course by age.',
    ageDescription: 'Courses at Mặt Trời Nhỏ for {learner} ({year}): {titles}. Free English level test.',
  },
  facts: {
    age: 'Age: {age}',
    duration: 'Course length: {duration}',
    courseDuration: '18 months',
    textbook: 'Coursebook: {name}',
    textbookWord: 'coursebook',
  },
  coursePage: {
    register: 'Register for a free trial class',
    outcomesTitle: 'Outcomes',
    outcomesSubtitle: 'What students achieve by the end of the course',
    methodsTitle: 'How we teach',
    methodsSubtitle: 'How we help learners take an active part, remember for longer and enjoy learning',
    feesTitle: 'Fees and timetable',
    feesSubtitle: 'Clear fees, and never a whole year to pay up front',
    galleryTitle: 'Our students in class',
    gallerySubtitle: 'Memorable moments from our lessons',
    galleryLabel: 'Pictures of our students in class',
  },
  status: {
    courseLoading: 'Loading the course',
    courseNotFound: 'Course not found',
    seeCourses: 'See our courses',
    listLoading: 'Loading the courses',
    listError: 'We couldn’t load the courses. Please try again in a few minutes.',
  },
  cambridge: {
    title: 'Cambridge English',
    description:
      'Cambridge English for children aged 3 to 15: preschool, Pre A1 Starters, A1 Movers, A2 Flyers, A2 Key for Schools and B1 Preliminary for Schools.',
    lead: 'The Cambridge pathway takes your child step by step, from Pre A1 Starters, A1 Movers and A2 Flyers at primary school to A2 Key for Schools and B1 Preliminary for Schools, then IELTS preparation at upper secondary, with coursebooks and goals for each age.',
    coursesTitle: 'Cambridge courses',
    coursesSubtitle: 'Choose the stage that suits your child’s age and level',
    explore: 'Explore the course',
    moreHonours: 'See more student achievements',
  },
  fees: {
    fee: 'Fee',
    perTerm: '{fee} / term ({sessions} sessions)',
    perMonth: 'or {fee} / month',
    sessions: 'Sessions',
    sessionsPerWeek: {
      one: '{sessions} session of {minutes} minutes a week',
      other: '{sessions} sessions a week, {minutes} minutes each',
    },
    times: 'Class times',
    classSize: 'Class size',
    maxClassSize: 'Up to {size} students',
    included: 'Included',
    notIncluded: 'Not included',
    nothingElse: 'Nothing extra to pay',
    openings: 'New classes start',
    and: ' and ',
    allFees: 'See all fees and policies',
  },
  classTimes: {
    // 'Mondays and Wednesdays, 17:45–19:15': the days a class meets every week.
    days: {
      0: 'Sundays',
      1: 'Mondays',
      2: 'Tuesdays',
      3: 'Wednesdays',
      4: 'Thursdays',
      5: 'Fridays',
      6: 'Saturdays',
    },
    between: ', ',
    beforeLast: ' and ',
    time: '{days}, {from}–{to}',
  },
  feesPage: {
    title: 'Fees and timetable',
    description:
      'Fees for each course at Mặt Trời Nhỏ, by the term or the month; weekday evening and weekend morning classes, class sizes, discounts, make-up lessons, refunds.',
    breadcrumb: 'Fees',
    lead: 'The fees for each course, paid by the {termWeeks}-week term or by the month, and never a whole year in advance. Books are included, and anything the fees do not cover is listed under each course.',
    policiesTitle: 'Fee policies',
    policiesSubtitle: 'Paying, discounts, make-up lessons and refunds, each one spelt out',
  },
  levelCheckOffer: {
    title: 'Not sure which level to start at?',
    text: 'A short English level check right here on the website, for learners aged 4 to 16: about 10 minutes, with no time limit, and you’ll see an estimated Cambridge level and a suitable course straight away.',
    button: 'Take the free level check',
  },
  faqTopics: {
    fees: 'fees and how to pay',
    makeUp: 'make-up lessons',
    refunds: 'refunds and deferring sessions',
    classSize: 'class sizes',
    timetable: 'choosing a timetable',
    cambridgeExams: 'Cambridge exams',
    homework: 'homework',
    levelTime: 'how long each level takes',
    startingAge: 'what age to start',
  },
};
