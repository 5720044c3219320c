import type { Translation } from '@/i18n/translate';
import { callBackHours, levelTestMinutes, newTeacherTrainingHours } from '@/lib/centre-figures';
import { siteConfig } from '@/lib/site-config';
import type { FaqGroup } from './faq.types';

/** '08:00' as the site writes it: '8:00'. */
const shortTime = (time: string) => time.replace(/^0/, '');

/*
 * The questions parents ask, in English: each group and question by its id in faq.data.ts. Only the
 * words: topics and links' pages are the Vietnamese file's. Course names are the catalogue's English
 * ones; Cambridge's exams are written as Cambridge writes them.
 */
export const faqTranslation: Translation<readonly FaqGroup[]> = [
  {
    id: 'truoc-khi-cho-be-hoc',
    title: 'Before your child starts',
    questions: [
      {
        id: 'bat-dau-tu-may-tuoi',
        question: 'How old does my child need to be to start learning English?',
        answer:
          'Children can start from the age of 3 in our Preschool English class, learning through songs, stories and games, with no pressure to memorise anything. ' +
          'An older child who has never learnt English is welcome too: the level test places them in a class that suits them. ' +
          'Life skills classes take children aged 5–12, and English for communication is for students from the age of 15.',
        link: { label: 'Find a course for your child’s age' },
      },
      {
        id: 'xep-lop',
        question: 'My child has learnt English elsewhere. How will they be placed in a class?',
        answer:
          `Before joining a class, your child takes a free level test at the centre in the Cambridge format, lasting about ${levelTestMinutes} minutes, ` +
          'so that the teachers can place them at the right level, not just by age. ' +
          'You can also do our short online level check with your child beforehand, in about 10 minutes, to see what level they are at.',
        link: { label: 'Try the online level check' },
      },
      {
        id: 'hoc-thu',
        question: 'What happens at the trial class, and is there a charge?',
        answer:
          'The level test and the trial class are both free, and you are under no obligation to enrol afterwards. ' +
          'Your child joins one lesson in a class at their own level; afterwards, the teacher sends you feedback and a suggested learning path. ' +
          `Just leave your name and phone number, and an adviser will call you back within ${callBackHours} hours to arrange a time.`,
        link: { label: 'Register for a free level test and trial class' },
      },
    ],
  },
  {
    id: 'lop-hoc-va-giao-vien',
    title: 'Classes and teachers',
    questions: [
      {
        id: 'si-so-lop',
        question: 'How many children are there in each class?',
        answer:
          'Classes are kept small so that the teacher knows every child by name, follows them closely and corrects their work; preschool classes are smaller still. ' +
          'The maximum number of children in each class is on the Fees and timetable page.',
        link: { label: 'See class sizes and the timetable' },
      },
      {
        id: 'bang-cap-giao-vien',
        question: 'What qualifications do your teachers have?',
        answer:
          'Our teachers have university degrees in English Language Teaching, English Language or Education, and an international teaching qualification ' +
          '(CELTA, a TESOL certificate or TKT) or an IELTS score of 7.5 or above; for native English-speaking teachers, we check both their qualifications and their criminal record. ' +
          `Before taking a class of their own, every teacher completes ${newTeacherTrainingHours} hours of training in the Cambridge curriculum, child safety and first aid, then assists an experienced teacher in class.`,
        link: { label: 'Meet our teachers' },
      },
      {
        id: 'bai-tap-ve-nha',
        question: 'Will my child have homework?',
        answer:
          'Yes, but only as much as suits their age. ' +
          'Preschoolers have nothing to copy out, just a song to sing again or a little game to play with you; primary pupils have a few light revision activities after each lesson. ' +
          'Secondary school students practise with exam-style tasks, which their teacher marks and comments on in detail.',
        link: { label: 'See our Cambridge English courses' },
      },
      {
        id: 'bao-cao-tien-bo',
        question: 'How will I know how my child is getting on?',
        answer:
          'After every lesson, the class teacher sends a summary of the lesson and ideas for activities at home through the class’s Zalo group. ' +
          'At regular intervals, your child takes a test in the Cambridge exam format, and you receive a progress report on each skill: listening, speaking, reading and writing. ' +
          'At the end of the school year, the teacher meets you to talk through the results and suggest your child’s next class.',
        link: { label: 'See our students’ achievements and what their parents say' },
      },
    ],
  },
  {
    id: 'hoc-phi-va-thanh-toan',
    title: 'Fees and payment',
    questions: [
      {
        id: 'hoc-phi',
        question: 'How much are the fees, and how do I pay?',
        answer:
          'Fees depend on the course and the level; the fees, the payment schedule and the current offers are all set out on the Fees and timetable page. ' +
          'You can pay at the centre’s reception desk or by bank transfer, and you receive a receipt for every payment. ' +
          'The level test and the trial class are free: you only pay fees once you have chosen the right class for your child.',
        link: { label: 'See fees and offers' },
      },
      {
        id: 'hoc-bu',
        question: 'If my child misses a lesson, can they make it up?',
        answer:
          'Yes. Let the class teacher or the centre know at least 24 hours before the lesson, and the centre will arrange a make-up lesson in another class at the same level ' +
          'or send you what the lesson covered so that your child can catch up. ' +
          'Public holiday and Tết (Lunar New Year) weeks are not counted in the term, so your child never loses a lesson to a holiday. ' +
          'How many lessons can be made up, and how much notice to give, are on the Fees and timetable page.',
        link: { label: 'See the make-up lesson rules' },
      },
      {
        id: 'hoan-hoc-phi',
        question: 'If my child cannot carry on, will the fees be refunded?',
        answer:
          'It depends on when your child stops. If they leave in the first half of the term (or of a paid month), the centre refunds the lessons not yet taken. ' +
          'From the second half of the term, there is no refund: the lessons not yet taken are kept for 6 months, for your child to carry on later or to pass to a brother or sister. ' +
          'The conditions and deadlines for refunds are on the Fees and timetable page.',
        link: { label: 'See the refund and deferral policy' },
      },
    ],
  },
  {
    id: 'den-lop-dua-don-va-an-toan',
    title: 'Getting to class, pick-up and safety',
    questions: [
      {
        id: 'lich-hoc',
        question: 'When are classes held?',
        answer:
          'Each class’s timetable is on the Fees and timetable page; when our adviser calls you back, they will help you choose a time that fits your child’s school day. ' +
          `The centre is open every day of the week (${shortTime(siteConfig.hours.opens)} to ${shortTime(siteConfig.hours.closes)}), and you are welcome to drop in and see an adviser at any time during these hours.`,
        link: { label: 'See the timetable' },
      },
      {
        id: 'mang-theo',
        question: 'What does my child need to bring to class?',
        answer:
          'Just a water bottle, a pencil, a rubber and the coursebook; the centre provides the picture cards, colouring pencils and everything else used in class activities. ' +
          'For the level test and the trial class, your child does not need to bring anything at all.',
        link: { label: 'See our address and how to get here' },
      },
      {
        id: 'dua-don',
        question: 'Who can collect my child after class, and where will they wait if I am late?',
        answer:
          'Teachers only hand a child over to their parents or to someone the parents have registered with the centre; if anyone else is collecting, please tell us in advance by phone or on Zalo. ' +
          'A child who has not been collected waits inside the centre with a teacher and never goes out to the gate alone. ' +
          'Every teacher is trained in child safety and first aid before they teach a class.',
        link: { label: 'See parking and the pick-up area' },
      },
    ],
  },
  {
    id: 'ky-thi-cambridge',
    title: 'Cambridge exams',
    questions: [
      {
        id: 'thi-cambridge',
        question: 'Does my child have to take the Cambridge exams, and where are they held?',
        answer:
          'No, they do not have to: your child follows the Cambridge pathway, and whether they sit Pre A1 Starters, A1 Movers, A2 Flyers, A2 Key for Schools or B1 Preliminary for Schools is for you to decide, once the teacher feels they are ready. ' +
          'The exams are held here at the centre, in partnership with a Cambridge-authorised exam centre, and your child takes a practice test first. ' +
          'There is no pass or fail at Pre A1 Starters, A1 Movers and A2 Flyers: every child receives a certificate showing the shields they earned in each paper (Listening, Reading and Writing, Speaking).',
        link: { label: 'See the Cambridge English pathway' },
      },
      {
        id: 'bao-lau-len-cap',
        question: 'How long does it take to move up a Cambridge level?',
        answer:
          'Each course follows an 18-month pathway, but when a child moves up a level or is ready to sit Pre A1 Starters, A1 Movers, A2 Flyers, A2 Key for Schools or B1 Preliminary for Schools depends on their own pace. ' +
          'The teacher makes a recommendation to you based on the regular progress tests. ' +
          'Children from Preschool English start Pre A1 Starters in the Primary English class, from the age of 6.',
        link: { label: 'See the Primary English course' },
      },
    ],
  },
];
