import type { Translation } from '@/i18n/translate';
import { licenceYear } from '@/lib/centre-figures';
import { founded } from '@/lib/founding';
import { founder } from './about.data';
import type { AboutContent } from './about.types';

/**
 * The about page's copy in English (about.data.ts holds everything else). It claims what the
 * Vietnamese does, in the same figures: 'Hơn 5 năm' is 'over 5 years', never a count of its own.
 */
export const aboutTranslation: Translation<AboutContent> = {
  hero: {
    title: 'Over 5 years at your child’s side as they grow up',
    text:
      `From a small class in ${founded.year} to a centre officially licensed in ${licenceYear}, ` +
      'Mặt Trời Nhỏ has walked alongside many families in Ho Chi Minh City, ' +
      'helping their children do well in English, gain solid life skills and grow into kind, decent people.',
  },
  timeline: [
    {
      id: '2011-2015',
      time: `${founded.year}–2015`,
      text:
        'Ms Minh Châu opened her first English class in a small room in Bình Thạnh District, with eight young pupils from the neighbourhood. ' +
        'Teacher and children sang, played and learnt together, and it was those very first parents who brought their friends’ children along.',
      image: { alt: 'A small room with a few children sitting round their teacher' },
    },
    {
      id: '2015-2018',
      time: '2015–2018',
      text:
        'As more and more children came, the class moved to a bigger room and was joined by young, like-minded teachers. ' +
        'The children began following the Cambridge Young Learners pathway, and the first weekend life skills classes started.',
      image: { alt: 'A bigger classroom with more pupils and teachers' },
    },
    {
      id: '2018-2020',
      time: '2018–2020',
      text:
        'We moved into a building of our own, put up the “Mặt Trời Nhỏ” sign, and carefully built up our curriculum and our team of teachers. ' +
        `In ${licenceYear}, the Ho Chi Minh City Department of Education and Training officially licensed the centre.`,
      image: { alt: 'The centre’s building with its Mặt Trời Nhỏ sign' },
    },
    {
      id: '2020-2023',
      time: '2020–2023',
      text:
        'The centre had only just been licensed when lockdown began: we saw families through those months with online classes, so the children’s learning was never interrupted. ' +
        'Teachers rebuilt their lessons to be interactive and checked in often with every pupil; when the children came back to class, many new families found their way to us.',
      image: { alt: 'A pupil learning online with a teacher on a laptop' },
    },
    {
      id: '2023-',
      time: '2023–present',
      text:
        'Mặt Trời Nhỏ moved to smart new premises with modern classrooms, a library, a multimedia room and a play area for the little ones. ' +
        'Our courses grew too: from preschool English all the way to IELTS and SAT preparation, and English for communication for adults.',
      image: { alt: 'The modern new premises of Mặt Trời Nhỏ' },
    },
  ],
  founder: {
    // A person's name is the same in both languages: the Vietnamese file's, so they cannot differ.
    name: founder.name,
    role: 'Founder and Academic Director',
    statement: [
      `In ${founded.year}, I opened my first English class in a small room with eight pupils. ` +
        'What I remember most is not any one lesson, but the children’s faces lighting up the first time they said a whole sentence in English, all by themselves.',
      'Those classes taught me that children need more than good English: they also need to be independent, to care for others and to know how to keep themselves safe. ' +
        `So when the centre was officially licensed in ${licenceYear}, we made English and life skills go hand in hand in every programme.`,
      'After more than 5 years, Mặt Trời Nhỏ still keeps the spirit of that little class: every child is known by name, listened to and loved. ' +
        'Thank you, parents, for trusting us with your children.',
    ],
    image: { alt: 'Portrait of Ms Lê Minh Châu, founder of Mặt Trời Nhỏ' },
  },
  vision:
    'To be the English and life skills centre that Ho Chi Minh City families trust first: ' +
    'a place where every child grows up confident, resilient and ready to take their place in the world.',
  mission:
    'To give children and teenagers a safe, happy place to learn, built around the learner, ' +
    'and to equip them with language skills to an international standard, solid life skills and good values.',
  coreValues: [
    {
      id: 'tan-tam',
      title: 'Dedication',
      description:
        'We put our hearts into teaching: we know every student by name, understand who they are and follow their progress closely.',
    },
    {
      id: 'chat-luong',
      title: 'Quality',
      description:
        'Cambridge-standard course materials, internationally qualified teachers and clear, open assessment in every course.',
    },
    {
      id: 'sang-tao',
      title: 'Creativity',
      description: 'Every lesson is something new, with games, projects and technology, so children can’t wait to come to class.',
    },
    {
      id: 'trach-nhiem',
      title: 'Responsibility',
      description:
        'We keep our promises to parents, are open about results, and stay beside your family every step of your child’s journey.',
    },
  ],
};
