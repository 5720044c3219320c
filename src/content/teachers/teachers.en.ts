import type { Translation } from '@/i18n/translate';
import type { SelectionStep, Teacher } from './teacher.types';
import { newTeacherTrainingHours } from '@/lib/centre-figures';

/*
 * The teachers' content in English; everything else (portraits, ids) is teachers.data.ts's, and so
 * are the teachers' names, which stay as they are written.
 */

const subject = 'English teacher';

/** Each teacher's words, by id: qualifications, degree, their own words, and their portrait's description. */
export const teacherTranslations: Readonly<Record<string, Translation<Teacher>>> = {
  '1': {
    quote: 'Every child has their own rhythm of learning; my job is to listen closely enough to find it.',
    degree: 'Master’s in English Language Teaching Methodology, Ho Chi Minh City University of Education',
    subject,
    avatar: { alt: 'Portrait of Ms Nguyễn Thu Hà, English teacher' },
  },
  '2': {
    quote: 'When children are laughing in class, English comes to them quite naturally.',
    score: 'CELTA',
    degree: 'Bachelor’s in English Language, University of Manchester (UK)',
    subject,
    avatar: { alt: 'Portrait of Mr James Wilson, native English-speaking teacher' },
  },
  '3': {
    quote: 'I hope every one of my students leaves class with something new to tell their parents.',
    degree: 'Master’s in Teaching English (TESOL), Victoria University (Australia)',
    subject,
    avatar: { alt: 'Portrait of Ms Emily Carter, native English-speaking teacher' },
  },
  '4': {
    quote: 'For preschoolers, one happy song is worth more than a dozen pages of copying out words.',
    degree: 'Bachelor’s in English Language Teacher Education, Ho Chi Minh City University of Education',
    subject,
    avatar: { alt: 'Portrait of Ms Trần Ngọc Mai, English teacher' },
  },
  '5': {
    quote: 'A score is where you are heading, but the confidence to speak English is what you carry with you for life.',
    degree:
      'Master’s in Applied Linguistics, University of Social Sciences and Humanities, Vietnam National University, Ho Chi Minh City',
    subject,
    avatar: { alt: 'Portrait of Mr Lê Hoàng Nam, English teacher' },
  },
  '6': {
    quote: 'A word of praise at the right moment can give a child confidence for a whole school year.',
    degree: 'Bachelor’s in English Language, Ho Chi Minh City University of Foreign Languages and Information Technology',
    subject,
    avatar: { alt: 'Portrait of Ms Phạm Thanh Tâm, English teacher' },
  },
  '7': {
    quote: 'The best classroom is one where students are never afraid to ask “why?”',
    score: 'TESOL certificate',
    degree: 'Bachelor’s in Primary Education, University of Auckland (New Zealand)',
    subject,
    avatar: { alt: 'Portrait of Mr Daniel Brooks, native English-speaking teacher' },
  },
  '8': {
    quote: 'I want every lesson day to be one the children look forward to.',
    degree: 'Master’s in Education, Ho Chi Minh City University of Education',
    subject,
    avatar: { alt: 'Portrait of Ms Võ Ngọc Trâm, English teacher' },
  },
};

/** How the centre selects and trains its teachers, step by step, in the Vietnamese order. */
export const selectionStepTranslations: Translation<readonly SelectionStep[]> = [
  {
    id: 'ho-so-va-bang',
    title: 'Qualifications and background',
    text:
      'Our teachers hold a university degree in English Language Teaching, English Language or Education, together with an ' +
      'international teaching qualification (CELTA, a TESOL certificate or TKT) or an IELTS score of 7.5 or above. For our native English-speaking teachers, ' +
      'we verify their degrees and carry out a criminal record check.',
  },
  {
    id: 'phong-van-va-day',
    title: 'Interview and sample lesson',
    text:
      'Candidates talk with our Academic Director about how they understand and care for children, then teach a sample lesson ' +
      'in front of our academic panel. We choose people who can get children laughing and talking, not just people who are good at grammar.',
  },
  {
    id: 'dao-tao-truoc-khi',
    title: 'Training before taking a class',
    text:
      `Every new teacher does ${newTeacherTrainingHours} hours of training in the Cambridge syllabus, the TPR and CLIL methods, life skills, child safety ` +
      'and first aid, then assists an experienced teacher before taking a class of their own.',
  },
  {
    id: 'du-gio-va-boi',
    title: 'Regular observation and training',
    text:
      'Our academic team observes lessons every month, the teachers meet every week for a session on a chosen topic, and we read ' +
      'parents’ feedback after every course carefully, so that each class is better than the last.',
  },
];
