import type { Translation } from '@/i18n/translate';
import type { Course } from './course.types';

/*
 * The catalogue's words in English, course by course (by id); everything else is catalogue.ts's.
 * Titles are written as they are shown (sentence case: nothing capitalises them on English pages),
 * Cambridge's exams as Cambridge names them. Outcomes and methods carry their numbers in catalogue.ts
 * (their ids); the lists inside one (a method's contents and points, what the fee includes, the
 * classes' levels, whose figures the tests compare) are in the Vietnamese one's order.
 */

/** The hero's picture (the same scene on phones) and the card's. */
const pictures = (hero: string, card: string) => ({
  heroImage: { alt: hero },
  heroMobileImage: { alt: hero },
  image: { alt: card },
});

/** Each outcome: its number in catalogue.ts (its id), its picture's alt, then the outcome. */
const outcomes = (...items: [id: number, alt: string, description: string][]) =>
  items.map(([id, alt, description]) => ({ id, image: { alt }, description }));

/** A method: its number in catalogue.ts (its id), its title, its picture's alt, and each content's name with its points. */
const method = (id: number, title: string, alt: string, contents: [name: string, descriptions: string[]][]) => ({
  id,
  title,
  image: { alt },
  contents: contents.map(([contentName, descriptions]) => ({ contentName, descriptions })),
});

/** A course's class-scene pictures, with the ids the Vietnamese ones have (catalogue.ts): picture n of course id is `${id}-${n}`. */
const studentImages = (id: string, ...alts: string[]) => alts.map((alt, index) => ({ id: `${id}-${index + 1}`, alt }));

// The methods several courses share.
const tpr = 'TPR (Total Physical Response)';
const clil = 'CLIL (Content and Language Integrated Learning)';
const positiveDiscipline = 'Positive discipline';

const termTests = 'Mid-term and end-of-term tests, with the teacher’s feedback';
const examChoice = 'whether your child takes the exam is up to the family';

export const courseTranslations: Readonly<Record<string, Translation<Course>>> = {
  '1': {
    title: 'Life skills',
    age: '5–12 years old',
    about:
      'Our life skills programme helps children aged 5 to 12 grow confident, independent and caring. ' +
      'Through games, role-play and real-life outings, they learn to look after themselves, make friends, ' +
      'name and manage their feelings, and stay safe at home, at school and out and about. ' +
      'After every session, the teacher sends parents a few small ideas for practising together at home.',
    ...pictures(
      'Young children happily learning life skills together with their teacher',
      'Illustration of a life skills class: confident children working together and staying safe',
    ),
    textbook: { name: 'Mặt Trời Nhỏ Life Skills' },
    fees: {
      classes: [{ level: 'Ages 5–6' }, { level: 'Ages 7–9' }, { level: 'Ages 10–12' }],
      included: [
        'The Mặt Trời Nhỏ Life Skills coursebook',
        'Materials for the hands-on activities in class',
        'Ideas for practising at home, sent to parents after every session',
      ],
      notIncluded: [
        'Outings away from the centre (optional): the centre tells parents the cost (tickets, transport) before they sign up',
      ],
    },
    outcomes: outcomes(
      [
        1,
        'A child folding clothes and packing a school bag neatly',
        'Independence in everyday life: doing things for themselves, planning their time and taking care of their own things.',
      ],
      [
        2,
        'Two children waving hello and making friends',
        'Confidence in talking to others, listening well, working with friends and being polite to adults.',
      ],
      [
        3,
        'A child with closed eyes, breathing deeply to calm down',
        'Recognising and managing their feelings, and calming themselves down with 4-7-8 breathing.',
      ],
      [
        4,
        'A child phoning an emergency number to say what has happened',
        'Keeping themselves safe: knowing the emergency numbers 113, 114 and 115, and what to do in danger.',
      ],
    ),
    methods: [
      method(1, 'Personal skills', 'A child looking after themselves and tidying their study corner', [
        [
          'Looking after themselves',
          [
            'Folding clothes, and keeping their school bag and study corner tidy',
            'Making a simple breakfast and clearing up afterwards',
            'Building good habits of personal hygiene every day',
          ],
        ],
        [
          'Managing their time',
          [
            'Planning a timetable for a school day and for a day off',
            'Breaking a big task into small steps and ticking each one off',
            'Doing the important things first and the fun things after',
          ],
        ],
        [
          'Speaking up with confidence',
          [
            'Introducing themselves to the class in a clear voice',
            'Saying politely what they would like and what they think',
            'Giving a short talk about a favourite topic',
          ],
        ],
      ]),
      method(2, 'Social skills', 'Children working together in a group', [
        [
          'Talking and listening',
          [
            'Saying hello, thank you and sorry at the right time and in the right way',
            'Listening fully, and looking the other person in the eye when talking',
            'Asking questions to understand a friend better instead of rushing to judge',
          ],
        ],
        [
          'Teamwork',
          [
            'Sharing out roles and finishing small group projects together',
            'Waiting their turn and respecting views that differ from their own',
            'Finding a way forward with their friends when the group cannot agree',
          ],
        ],
        [
          'Making friends and sharing',
          [
            'Making the first move to get to know new friends in class and in the playground',
            'Sharing toys and helping friends who are struggling',
            'Recognising bullying, saying “no” and finding an adult to help',
          ],
        ],
      ]),
      method(3, 'Managing emotions', 'A child recognising happy, sad and angry feelings on picture cards', [
        [
          'Recognising feelings',
          [
            'Naming feelings such as happy, sad, angry, scared and worried, with picture cards and stories',
            'Noticing the body’s signs when feelings run high: a racing heart, a hot face, clenched fists',
            'Understanding that every feeling is normal: what matters is how we respond',
          ],
        ],
        [
          'Calming down with 4-7-8 breathing',
          [
            'Breathing in through the nose for 4 seconds, holding the breath for 7 seconds, then breathing out slowly through the mouth for 8 seconds',
            'Repeating it 3 or 4 times when feeling angry or nervous, or when sleep will not come',
            'Using the class’s “calm corner” too, so that children learn to settle their own feelings',
          ],
        ],
        [
          'Empathy and encouragement',
          [
            'Putting themselves in a friend’s shoes to understand how they feel',
            'Finding encouraging words when a friend is sad or has not managed something yet',
            'Keeping a feelings diary with Mum and Dad at the weekend',
          ],
        ],
      ]),
      method(4, 'Staying safe and coping with change', 'A child in a helmet pointing at the green light for pedestrians', [
        [
          'Emergency numbers',
          [
            'Remembering the emergency numbers 113 (police), 114 (fire) and 115 (ambulance)',
            'Practising an emergency call: clearly giving their name, their address and what is happening',
            'Knowing their parents’ phone numbers and their home address by heart',
          ],
        ],
        [
          'Road safety',
          [
            'Wearing a helmet properly when riding on the back of a motorbike',
            'Walking on the pavement, crossing at zebra crossings and looking both ways',
            'Recognising common road signs around home and school',
          ],
        ],
        [
          'Staying out of danger',
          [
            'Never going off with strangers or taking presents from them',
            'Knowing what to do when lost in a supermarket, a park or a crowd',
            'Avoiding burns, electric shocks and drowning, and knowing how to get out of a fire',
          ],
        ],
        [
          'Adapting to new places',
          [
            'Getting ready to start grade 1, change schools or go to summer camp',
            'Looking after themselves on class trips and outings',
            'Staying calm and finding a trusted adult to ask for help when something unexpected happens',
          ],
        ],
      ]),
    ],
    studentImages: studentImages(
      '1',
      'Children role-playing a call to the 115 ambulance number on a toy phone',
      'Pupils practising using a zebra crossing on a model street',
      'The class sitting in a circle, sharing their feelings with the teacher',
      'Children racing to fold clothes and pack their school bags neatly',
      'A group of pupils finishing a craft project together',
      'A child practising 4-7-8 breathing in the class’s calm corner',
      'A child confidently introducing themselves to the class',
      'Children practising putting on a helmet properly',
      'The whole class playing a team game outside',
    ),
  },
  '3': {
    title: 'Cambridge English',
    age: '3–15 years old',
    about:
      'Our Cambridge English programme takes children step by step along an internationally recognised pathway: ' +
      'from a first taste of English at preschool, through Pre A1 Starters, A1 Movers and A2 Flyers at primary school, ' +
      'to A2 Key for Schools and B1 Preliminary for Schools at lower secondary. ' +
      'Each level is designed for its own age group, combining Cambridge coursebooks with hands-on activities, ' +
      'so that children build all four skills (listening, speaking, reading and writing) evenly and go into their exams with confidence.',
    ...pictures(
      'Children of different ages moving along the Cambridge English Qualifications pathway',
      'Illustration of the Cambridge English programme with books, award shields and certificates',
    ),
    studentImages: studentImages(
      '3',
      'Preschool children singing an English song with their teacher',
      'Primary pupils putting up their hands in a Cambridge class',
      'Two pupils practising speaking in pairs with picture cards',
      'Lower secondary students concentrating on A2 Key for Schools practice papers',
      'A native English-speaking teacher helping pupils read an English story',
      'A pupil receiving a Cambridge certificate',
      'The class playing a vocabulary game on the interactive whiteboard',
      'A group of pupils presenting a project in English',
      'Children happily posing for a photo with their Cambridge certificates',
    ),
  },
  '4': {
    title: 'Preschool English',
    age: '3–5 years old',
    about:
      'This course helps children aged 3 to 5 get to know English as naturally as they learnt their mother tongue. ' +
      'They learn through songs, stories, action games, colouring and crafts. ' +
      'With no pressure to memorise, every session is playtime well spent, where their curiosity is nurtured.',
    ...pictures(
      'Preschool children singing and moving with their teacher in an English class',
      'Illustration of a preschool English class with children, alphabet blocks and songs',
    ),
    fees: {
      included: [
        'Super Safari books (coursebook and activity book)',
        'Learning materials and craft supplies for every session',
        'An end-of-term report for parents',
      ],
    },
    outcomes: outcomes(
      [
        1,
        'A child happily singing an English song',
        'A love of English, and the confidence to listen to, speak and sing familiar English songs.',
      ],
      [
        2,
        'A child pointing at an animal picture card and naming it in English',
        'Around 300 words on everyday topics, with simple phrases for talking to others.',
      ],
      [
        3,
        'A child sitting nicely, listening closely to the teacher’s story',
        'Good learning habits and concentration, ready to start the Pre A1 Starters programme at primary school.',
      ],
    ),
    methods: [
      method(1, 'Immersion in English', 'The teacher and children talking in English in a classroom full of pictures', [
        [
          'A class entirely in English',
          [
            'The teacher speaks English, with gestures, pictures and facial expressions to help children understand',
            'Children hear and use English in everyday routines such as saying hello, washing hands and lining up',
          ],
        ],
        [
          'Learning through songs and stories',
          [
            'Every topic comes with a song and a lively picture story',
            'Children play the characters and repeat the phrases naturally',
          ],
        ],
      ]),
      method(2, tpr, 'Children jumping and clapping to instructions in English', [
        [
          'Listen and do',
          [
            'Children hear instructions such as “jump”, “clap your hands” and “touch your nose” and do them straight away',
            'Words linked to movement stay with children for longer and never get boring',
          ],
        ],
        [
          'Action games',
          [
            'Games such as Simon Says or finding things by colour let children learn as they play',
            'Short activities that change pace often, suited to how long young children can concentrate',
          ],
        ],
      ]),
      method(3, clil, 'A child looking at a small potted plant and learning the names of its parts in English', [
        [
          'Exploring the world in English',
          [
            'Children discover colours, animals, plants and the weather through simple science activities',
            'Mixing colours, sowing seeds, looking at leaves and naming everything in English',
          ],
        ],
        [
          'Fun with maths and art',
          [
            'Counting and recognising shapes in English with toys and games',
            'Making crafts and drawing pictures on the topic of the lesson',
          ],
        ],
      ]),
      method(4, positiveDiscipline, 'The teacher warmly praising a child in class', [
        [
          'Caring class routines',
          [
            'Making the class rules together with the children, with pictures that are easy to understand',
            'Praising each small effort specifically, so that children grow in confidence',
          ],
        ],
        [
          'Supporting children’s feelings',
          [
            'The teacher listens patiently, never scolds and never compares a child with others',
            'Guiding children to put things right with choices suited to their age',
          ],
        ],
      ]),
    ],
    studentImages: studentImages(
      '4',
      'Children clapping along to an English song with their teacher',
      'Children playing Simon Says, touching their noses when told to',
      'The teacher telling an English picture story to the children gathered round',
      'Children colouring in the animals they have just learnt',
      'A child trying out mixing watercolours in science time',
      'Children building with shape blocks and counting in English',
      'A child happily getting a reward sticker from the teacher',
      'Children dancing to music on a soft mat',
      'The preschool class waving goodbye at the end of the session',
    ),
  },
  '5': {
    title: 'Primary English',
    age: '6–10 years old',
    about:
      'A course for primary pupils that follows Cambridge’s pathway for young learners through its three levels: Pre A1 Starters, A1 Movers and A2 Flyers. ' +
      'Children build all four skills evenly, grow their vocabulary topic by topic, get to know the exam formats gently ' +
      'and become confident using English both in their studies and in everyday life.',
    ...pictures(
      'Primary pupils eagerly putting up their hands in an English class',
      'Illustration of a primary English class with Pre A1 Starters, A1 Movers and A2 Flyers books',
    ),
    fees: {
      included: [
        'Kid’s Box books (coursebook and activity book)',
        termTests,
        'A mock Cambridge exam (Pre A1 Starters, A1 Movers or A2 Flyers) every term, marked like the real one',
      ],
      notIncluded: [`Cambridge exam fees, paid to the exam centre when your child is entered; ${examChoice}`],
    },
    outcomes: outcomes(
      [
        1,
        'A pupil holding up their Cambridge certificate',
        'Working from Pre A1 Starters to A2 Flyers, ready to sit each Cambridge exam along the way.',
      ],
      [
        2,
        'Two children confidently chatting in English',
        'Speaking with confidence and clear pronunciation, and able to say what they think about familiar topics.',
      ],
      [
        3,
        'A child reading an English story and writing in a notebook',
        'Reading and understanding short stories, and writing a simple paragraph about themselves, their family and their school.',
      ],
      [
        4,
        'A pupil studying on their own with a book and a tablet',
        'The habit of studying on their own, and of using English to learn about other subjects.',
      ],
    ),
    methods: [
      method(1, 'VAK (visual, auditory, kinaesthetic)', 'An eye, ears and a hand, standing for the three ways of learning', [
        [
          'Learning by seeing',
          [
            'Word cards, mind maps, videos and illustrations help children remember through pictures',
            'Lessons are set out clearly and colourfully on the interactive screen',
          ],
        ],
        [
          'Learning by hearing',
          [
            'Listening to songs, stories and dialogues read by native speakers',
            'Practising pronunciation and intonation by reading aloud and role-playing',
          ],
        ],
        [
          'Learning by moving',
          [
            'Games, craft projects and group work let children touch, make and move around',
            'The teacher watches for each child’s strengths and adapts the teaching to suit them',
          ],
        ],
      ]),
      method(2, tpr, 'Pupils acting out words as they say them', [
        [
          'Quick responses in English',
          [
            'Children respond to instructions and questions with actions before they speak',
            'Less fear of getting it wrong, more initiative in class',
          ],
        ],
        [
          'Telling stories with gestures',
          [
            'Children retell stories with actions to remember sentence patterns',
            'Especially effective for verbs, prepositions and instructions',
          ],
        ],
      ]),
      method(3, clil, 'Pupils doing a small science experiment with an English word chart', [
        [
          'English through school subjects',
          [
            'Learning science, maths, geography and art in English, following the coursebook’s topics',
            'Children understand the subject and use academic words from an early age',
          ],
        ],
        [
          'End-of-topic projects',
          [
            'Making posters and models, and giving short talks in English',
            'Building creative thinking and the confidence to present to the class',
          ],
        ],
      ]),
      method(4, positiveDiscipline, 'The teacher and pupils putting the class rules up on the board together', [
        [
          'A respectful classroom',
          [
            'Teacher and pupils agree the class rules and rewards together',
            'Children are encouraged to assess their own work and set their own goals',
          ],
        ],
        [
          'Working with parents',
          [
            'Feedback for parents after every session, and regular progress reports',
            'The teacher suggests gentle revision activities for extra practice at home',
          ],
        ],
      ]),
    ],
    studentImages: studentImages(
      '5',
      'Primary pupils putting up their hands to answer the teacher’s question',
      'Children playing a vocabulary game with picture cards',
      'A group of pupils making a poster about animals',
      'Two pupils role-playing a shopping dialogue in front of the class',
      'A native English-speaking teacher helping pupils with pronunciation',
      'Pupils doing a small science experiment in English',
      'The class working on the interactive screen',
      'A pupil reading an English story in the library corner',
      'Children showing off their A2 Flyers certificates',
    ),
  },
  '6': {
    title: 'Lower secondary English',
    age: '11–15 years old',
    about:
      'A course for lower secondary students that follows Cambridge’s pathway to A2 Key for Schools and B1 Preliminary for Schools closely, ' +
      'while strengthening the grammar and vocabulary of the school English curriculum. ' +
      'From grade 8, students prepare in depth for the grade 10 entrance exam, ' +
      'including the exams for specialist schools and for schools with advanced English classes.',
    ...pictures(
      'Lower secondary students having a group discussion in an English class',
      'Illustration of a lower secondary English class with A2 Key for Schools and B1 Preliminary for Schools practice books',
    ),
    fees: {
      included: [
        'Prepare (Cambridge): coursebook and workbook',
        termTests,
        'A mock A2 Key for Schools or B1 Preliminary for Schools exam every term, marked on the Cambridge English Scale',
      ],
      notIncluded: [
        `Fees for the Cambridge A2 Key for Schools and B1 Preliminary for Schools exams, paid to the exam centre when your child is entered; ${examChoice}`,
      ],
    },
    outcomes: outcomes(
      [
        1,
        'A student holding Cambridge A2 Key for Schools and B1 Preliminary for Schools certificates',
        'A Cambridge A2 Key for Schools or B1 Preliminary for Schools certificate, at level A2–B1 of the Common European Framework of Reference.',
      ],
      [
        2,
        'A student confidently sitting the grade 10 entrance exam',
        'Solid grammar, vocabulary and exam technique for the grade 10 entrance exam.',
      ],
      [
        3,
        'A student giving a presentation in English to the class',
        'Confidence in giving presentations, discussing and writing short essays in English.',
      ],
    ),
    methods: [
      method(1, tpr, 'Students acting out a short play in English', [
        [
          'Warming up with quick responses',
          [
            'Each lesson starts with quick-response activities that get the whole class focused and keen',
            'Role-plays and short sketches to practise sentence structure and intonation',
          ],
        ],
        [
          'Remembering through action',
          [
            'Phrasal verbs and idioms are acted out, so they stick for longer',
            'Less pressure to learn by heart, more ability to use words in the right context',
          ],
        ],
      ]),
      method(2, clil, 'Students learning about the globe and the environment in English', [
        [
          'Academic topics',
          [
            'Reading and discussing science, the environment, history and technology in English',
            'Building the academic vocabulary needed for the reading papers of A2 Key for Schools, B1 Preliminary for Schools and the grade 10 entrance exam',
          ],
        ],
        [
          'Projects and presentations',
          [
            'Working in groups to research an issue and present it in English',
            'Practising writing emails, stories and articles the way the exams ask for them',
          ],
        ],
      ]),
      method(3, positiveDiscipline, 'The teacher talking openly with teenage students', [
        [
          'Respect for teenagers',
          [
            'The teacher listens and talks things through with them, side by side, never imposing their own views',
            'Students draw up their own learning goals and plans with the teacher',
          ],
        ],
        [
          'Clear progress tracking',
          [
            'Regular tests in the real exam format, with detailed feedback on each skill',
            'Frequent updates for parents on results and on the revision plan for the grade 10 entrance exam',
          ],
        ],
      ]),
    ],
    studentImages: studentImages(
      '6',
      'Lower secondary students discussing the environment in groups',
      'A student giving a presentation in English to the class',
      'Students concentrating on a B1 Preliminary for Schools practice paper',
      'The teacher going over each student’s writing',
      'Students acting out a short play in English',
      'Students practising listening with headphones in the multimedia room',
      'A group of students revising grammar for the grade 10 entrance exam',
      'Students competing in a team vocabulary quiz',
      'The class posing for a photo after a mock exam',
    ),
  },
  '7': {
    title: 'Upper secondary English',
    age: '16–18 years old',
    about:
      'A course for upper secondary students with two aims side by side: a high English score in the national high school graduation exam, ' +
      'and good IELTS and SAT scores for university admission and study abroad. ' +
      'Each student’s path is tailored after an entry test, and classes are small, so that the teacher can follow every student closely.',
    ...pictures(
      'Upper secondary students preparing for IELTS with their teacher',
      'Illustration of a class preparing for the high school graduation exam, IELTS and the SAT',
    ),
    fees: {
      included: ['Complete IELTS (Cambridge): coursebook and workbook', termTests, 'A mock IELTS test in all four skills every term'],
      notIncluded: ['IELTS test fees, paid to the test organiser (IDP or the British Council) when your child is entered'],
    },
    outcomes: outcomes(
      [
        1,
        'A student happily holding their graduation exam results',
        'A high English score in the national high school graduation exam.',
      ],
      [
        2,
        'A student receiving their IELTS results',
        'An IELTS score of at least 6.5, up to 7.5 or more, enough for university admission and study-abroad applications.',
      ],
      [
        3,
        'A student reading academic texts to prepare for the SAT',
        'A command of the academic reading and writing skills the SAT requires.',
      ],
      [
        4,
        'A student in a graduation cap, ready for university',
        'Critical thinking and the ability to study independently, ready for university life.',
      ],
    ),
    methods: [
      method(1, tpr, 'Two students practising speaking English in pairs', [
        [
          'Speaking naturally, on the spot',
          [
            'Debates and quick-fire interviews help students answer in English without translating in their heads',
            'Practising fluent, extended answers for the IELTS Speaking test',
          ],
        ],
        [
          'Active memorisation',
          [
            'Academic vocabulary is tied to actions, situations and students’ own examples',
            'Revision at regular intervals, so that it sticks and students feel sure of themselves before every exam',
          ],
        ],
      ]),
      method(2, clil, 'Students reading academic texts and taking notes', [
        [
          'Academic reading',
          [
            'Reading articles on science, society and economics to get used to the IELTS Reading test and the SAT’s Reading and Writing section',
            'Building the skills to analyse, infer and summarise',
          ],
        ],
        [
          'Writing and presenting arguments',
          [
            'Practising IELTS Writing Tasks 1 and 2, marked against the official band descriptors',
            'Presenting and debating current issues in English',
          ],
        ],
      ]),
      method(3, positiveDiscipline, 'The teacher and a student planning their studies together', [
        [
          'Taking charge of their learning',
          [
            'Students set their own target scores and track their progress every week',
            'The teacher acts as a guide, helping each student find the way of studying that suits them',
          ],
        ],
        [
          'Keeping exam pressure manageable',
          [
            'Classes and practice tests are planned sensibly around the school timetable',
            'Advice on choosing qualifications and universities, and an exam strategy for each student',
          ],
        ],
      ]),
    ],
    studentImages: studentImages(
      '7',
      'Upper secondary students practising IELTS speaking in pairs',
      'The teacher showing how to plan an IELTS Writing Task 2 essay',
      'Students concentrating on a mock high school graduation exam',
      'A group of students debating a social issue',
      'A student reading academic texts to prepare for the SAT',
      'The teacher talking through a study plan with each student',
      'A student presenting with slides on the projector',
      'The class discussing the answers after a practice test',
      'A student delighted with their IELTS results',
    ),
  },
  '8': {
    title: 'English for communication',
    age: '15 years and over',
    about:
      'For school students aged 15 and over, university students and working adults who want to speak English with confidence at work and in everyday life. ' +
      'Classes focus on listening and speaking through real situations such as interviews, meetings, presentations and travel, ' +
      'with flexible evening and weekend timetables.',
    ...pictures(
      'Young adults chatting in English with a native English-speaking teacher',
      'Illustration of an English for communication class with learners talking in groups',
    ),
    fees: {
      included: [
        'Speakout books (coursebook and workbook)',
        'A test at the start of the course and at the end of each term, with feedback on each skill',
      ],
    },
    outcomes: outcomes(
      [
        1,'Two people chatting easily in English', 'Speaking fluently and confidently in everyday and work situations.'],
      [
        2,
        'A learner wearing headphones, practising listening in English',
        'Clear pronunciation, and understanding native speakers at natural speed.',
      ],
      [
        3,
        'A learner giving a presentation in English in a meeting room',
        'Using English effectively to write emails, take part in meetings and give presentations.',
      ],
    ),
    methods: [
      method(1, tpr, 'Learners role-playing ordering food in a restaurant', [
        [
          'Speak first, correct later',
          [
            'Learners are encouraged to speak straight away through actions and situations; the teacher corrects mistakes after the activity',
            'Overcoming the shyness and the fear of mistakes that many adults feel',
          ],
        ],
        [
          'Role-playing real situations',
          [
            'Ordering in a restaurant, checking in at the airport, asking the way when travelling',
            'Quick responses to the questions that come up in everyday life',
          ],
        ],
      ]),
      method(2, clil, 'Learners using English in a work meeting', [
        [
          'English for your field',
          [
            'Topics chosen to suit learners’ jobs and needs: business, technology, services',
            'Learning the vocabulary of their field through real work documents and situations',
          ],
        ],
        [
          'Workplace skills',
          [
            'Writing emails, joining online meetings and giving presentations in English',
            'Practising job interviews with a native English-speaking teacher',
          ],
        ],
      ]),
      method(3, positiveDiscipline, 'The teacher and learners reviewing their learning goals together', [
        [
          'Learners take charge of their own progress',
          [
            'Setting specific goals for each month with the teacher',
            'Measuring progress with speaking recordings made at the start and end of each stage',
          ],
        ],
        [
          'A friendly class atmosphere',
          [
            'Small classes where everyone supports each other and gives feedback respectfully',
            'The teacher recognises effort rather than looking only at mistakes',
          ],
        ],
      ]),
    ],
    studentImages: studentImages(
      '8',
      'Learners role-playing ordering food in English in a restaurant',
      'A group of learners practising conversation with a native English-speaking teacher',
      'Learners practising presentations in a workplace scenario',
      'A learner practising answers to job interview questions in English',
      'An evening class with an open, friendly atmosphere',
      'Learners role-playing checking in at an airport desk',
      'Learners practising listening with headphones in the multimedia room',
      'Two learners chatting about travel',
      'The English for communication class posing for a photo at the end of the course',
    ),
  },
};
