import type { UiText } from '../ui-text';

export const shell: UiText['shell'] = {
  head: {
    tagline: 'English and life skills for children',
    home: 'Home',
    notFound: {
      title: 'Page not found',
      description: 'This page does not exist on the Mặt Trời Nhỏ website.',
    },
    newsFeed: 'News and events (in Vietnamese) | {name}',
  },
  languageSwitch: {
    label: 'Tiếng Việt',
    code: 'VN',
    current: 'Language: English',
  },
  centre: {
    fullName: 'Mặt Trời Nhỏ English and Life Skills Centre',
    // In the form English addresses in Vietnam take: each part's kind of place in English after its
    // name ('Phường An Khánh' is 'An Khánh Ward'), the names as they are, the city as English knows it.
    addressParts: [
      // '25 Đường số 7': a street named by its number.
      ['^(?:Số\\s+)?(\\d\\S*)\\s+Đường\\s+số\\s+(\\S+)$', '$1 Street No. $2'],
      ['^(?:Số\\s+)?(\\d\\S*)\\s+Đường\\s+(.+)$', '$1 $2 Street'],
      ['^(?:Phường|P\\.)\\s*(\\d+)$', 'Ward $1'],
      ['^(?:Phường|P\\.)\\s*(.+)$', '$1 Ward'],
      ['^(?:Quận|Q\\.)\\s*(\\d+)$', 'District $1'],
      ['^(?:Quận|Huyện|Q\\.)\\s*(.+)$', '$1 District'],
      ['^Xã\\s+(.+)$', '$1 Commune'],
      // Cities English calls by a name of its own.
      ['^(?:TP\\.?|Thành phố)\\s*(?:Hồ Chí Minh|HCM)$', 'Ho Chi Minh City'],
      ['^(?:TP\\.?|Thành phố)\\s*Hà Nội$', 'Hanoi'],
      ['^(?:TP\\.?|Thành phố)\\s*(.+)$', '$1 City'],
      ['^Tỉnh\\s+(.+)$', '$1 Province'],
      ['^Việt Nam$', 'Vietnam'],
    ],
    openingHours: 'Monday to Sunday: {opens}–{closes}',
  },
  skipLink: 'Skip to main content',
  newTab: 'opens in a new tab',
  contactBar: {
    call: 'Call the centre: ',
    search: 'Search',
  },
  colourScheme: {
    toDark: 'Switch to dark mode',
    toLight: 'Switch to light mode',
  },
  menu: {
    label: 'Main menu',
    logo: '{name} home page',
    courses: 'Courses',
    contact: 'Contact',
    open: 'Open the menu',
    close: 'Close the menu',
    title: 'Menu',
    hotline: 'Call {phone}',
    allCourses: 'All courses',
    fees: 'Fees and timetable',
  },
  pages: {
    menu: {
      about: 'About us',
      news: 'News',
    },
    footer: {
      about: 'About us',
      teachers: 'Our teachers',
      students: 'Our students',
      news: 'News and events',
      faq: 'Frequently asked questions',
      contact: 'Contact and directions',
    },
    search: {
      home: { label: 'Home', description: 'About the centre, our courses, teachers and news' },
      courses: { label: 'All courses', description: 'Every course at the centre, found by your child’s age' },
      fees: { label: 'Fees and timetable', description: 'Fees, class times, class sizes, offers, make-up lessons and refunds' },
      levelCheck: { label: 'Level check', description: 'A free online English test for ages 4–16, with a result straight away' },
      about: { label: 'About us', description: 'The centre’s history, vision, mission and core values' },
      teachers: { label: 'Teachers', description: 'Our teachers, who meet Cambridge standards' },
      students: { label: 'Students', description: 'Our students’ achievements, and what they say about us' },
      news: { label: 'News', description: 'News, events and activities at the centre' },
      faq: { label: 'Frequently asked questions', description: 'Ages, class sizes, trial classes, fees, make-up lessons, drop-off and pick-up, Cambridge exams' },
      contact: { label: 'Contact', description: 'Address, phone, Zalo, opening hours, map and directions' },
      privacy: { label: 'Privacy policy', description: 'What we collect, why, how long we keep it, and your rights' },
    },
  },
  search: {
    course: 'Course',
  },
  footer: {
    address: 'Address: ',
    hotline: 'Phone: ',
    email: 'Email: ',
    social: '{name} on {network} (opens in a new tab)',
    courses: 'Courses',
    about: 'About the centre',
    copyright: '© {year} {fullName}. All rights reserved.',
  },
  brochure: {
    label: 'Download brochure',
    inVietnamese: 'in Vietnamese',
  },
  register: {
    now: 'Register now',
  },
  actionBar: {
    label: 'Quick contact',
    call: 'Call now',
    register: 'Free trial class',
  },
  callOrZalo: {
    call: 'Call {phone}',
    zalo: 'Message us on Zalo',
  },
  faqLink: 'Common questions about {about}',
  retry: 'Try again',
  errorPage: {
    message: 'Something went wrong. Please try again later.',
    offline: 'You are offline. Please check your internet connection, then press Try again.',
  },
  lazyPart: {
    unavailable: 'This part of the page couldn’t load. Please check your internet connection, then press Try again.',
    close: 'Close this message',
  },
  notFound: {
    illustration: 'A child holding a map beside a signpost with a question mark',
    title: 'This page does not exist',
    text: 'The link may have changed, or the page may have been removed.',
    home: 'Back to the home page',
  },
};
