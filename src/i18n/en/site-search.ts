import type { UiText } from '../ui-text';

export const siteSearch: UiText['siteSearch'] = {
  label: 'Search the website',
  placeholder: 'Search for a course or a page…',
  nothingFound: 'Nothing matches your search',
  // What an English-speaking parent types for each page and course, in British and American spelling.
  keywords: {
    home: 'home page main page English centre language school Thu Thiem An Khanh Ho Chi Minh City Saigon',
    courses: 'courses classes lessons programmes programs English for kids children toddlers teenagers teens adults ages which course',
    fees: 'fees prices cost how much tuition payment pay monthly per term timetable schedule class times hours class size discounts offers siblings refunds make-up lessons missed lessons start dates new classes enrol enroll',
    levelCheck: 'level test placement test assessment quiz online test free test English level what level CEFR Cambridge Pre A1 Starters Movers Flyers A2 Key B1 Preliminary',
    about: 'about us our story history founder vision mission values partners licence license licensed who we are',
    teachers: 'teachers tutors staff native speakers native teachers foreign teachers qualifications qualified CELTA TESOL TEFL IELTS Cambridge experience',
    students: 'students pupils results achievements awards certificates exam results IELTS Cambridge reviews testimonials what parents say photos gallery',
    news: 'news events blog announcements activities scholarships jobs careers Vietnamese',
    faq: 'FAQ questions help trial class class size ages drop-off pick-up collecting safety make-up lessons what to bring homework progress reports exams Cambridge',
    contact: 'contact us address location map directions find us phone call telephone hotline email Zalo opening hours open parking car park bus how to get here visit',
    privacy: 'privacy policy personal data data protection cookies consent delete my data your rights',
    'course-1': 'life skills soft skills confidence independence making friends feelings emotions staying safe manners teamwork',
    'course-3': 'Cambridge exams YLE young learners Starters Movers Flyers KET PET A2 Key B1 Preliminary certificates pathway',
    'course-4': 'preschool nursery kindergarten toddlers little ones early years songs stories play Pre A1',
    'course-5': 'primary school juniors kids children Starters Movers Flyers YLE young learners Cambridge',
    'course-6': 'secondary school middle school teenagers teens KET PET A2 Key B1 Preliminary grade 10 entrance exam preparation',
    'course-7': 'IELTS SAT high school sixth form teenagers teens graduation exam university admission study abroad exam preparation',
    'course-8': 'adult adults grown-ups conversation speaking spoken English conversational English communication work workplace university students interviews meetings presentations travel evenings weekends',
  },
};
