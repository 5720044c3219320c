import type { UiText } from '../ui-text';

/**
 * The privacy policy in English: the same commitments as the Vietnamese, nothing added. The button
 * it names (“Delete, don’t send”) is written as the registration part words it.
 */
export const privacy: UiText['privacy'] = {
  head: {
    title: 'Privacy policy',
    description:
      'What information Mặt Trời Nhỏ collects through its registration form, what it is used for, how long it is kept, and parents’ rights.',
  },
  title: 'Privacy policy',
  lead: 'The Centre asks only for what it needs to call parents back, and looks after that information carefully.',
  opening:
    'This policy explains how {name} English and Life Skills Centre (“the Centre”) collects, uses and protects the information parents send through this website.',
  collected: {
    title: '1. The information we collect',
    form: 'When a parent sends the form to register for a free level test and trial class, the Centre receives the three things the parent fills in:',
    fields: ['the parent’s name;', 'their phone number;', 'the course they choose.'],
    sentWith:
      'With the registration, the website sends the address of the page where the parent pressed send and, if the parent came from a link or post elsewhere (on Zalo or Facebook, for example), the name of the website that led them here (for example zalo.me) and the campaign name written in the Centre’s link (the utm_source, utm_medium and utm_campaign parameters). This only tells the Centre which post or link brought the parent to the website, not who the parent is. The browser keeps it for this visit only and deletes it when the parent closes the tab, unless it goes with a registration that could not be sent yet.',
    levelCheck:
      'If, during this visit, the parent and child do the online level check together, the registration also carries the child’s age as the parent chose it and, once the check is finished, the estimated level and the number of correct answers (for example A1 Movers, 11/16); the form says so just above the send button. The child’s answers are kept on the device for this visit only and are never sent.',
    nothingElse:
      'Apart from this, the website collects no other information: there are no accounts, no tracking cookies and no advertising or behaviour-tracking tools. On the parent’s own device, the browser only remembers the choice of light or dark mode, where the visit began and a level check in progress (until the tab is closed), and a registration that could not be sent, until it has been sent (see section 6); the Centre cannot read anything stored on the parent’s device.',
  },
  purpose: {
    title: '2. What we use the information for',
    uses: [
      'to call or message the parent with advice about the course they are interested in;',
      'to arrange the child’s free level test;',
      'to arrange the free trial class.',
    ],
    limits:
      'The Centre does not use this information for any other purpose, does not send advertising, and never sells, rents or exchanges it with anyone. If the Centre would like to send anything else (a newsletter about classes, for example), it will ask the parent separately.',
  },
  legalBasis: {
    title: '3. Legal basis',
    consent:
      'The Centre processes the information on the basis of the parent’s consent, which the parent gives by choosing to send the form after reading the notice just below it. The processing follows Vietnamese law on personal data protection: the Law on Personal Data Protection (in force from 1 January 2026) and the regulations implementing it; before that date, Decree 13/2023/NĐ-CP on personal data protection.',
    withdraw: 'Parents can withdraw their consent at any time (see section 7).',
  },
  processors: {
    title: '4. Who handles the information',
    staff: {
      name: 'The Centre’s advisers and admissions staff',
      text: ': only the people who need to contact the parent can see the information.',
    },
    emailService: {
      name: 'The EmailJS email service',
      text: ': when the parent presses send, EmailJS passes the form’s contents over an encrypted connection to the Centre’s mailbox. EmailJS only delivers messages, as the Centre instructs it.',
    },
    authorities: 'Beyond these two, the Centre only gives out information when a competent state authority requires it by law.',
  },
  retention: {
    title: '5. How long we keep it',
    text: 'The Centre keeps the information for 12 months from its last contact with the parent, then deletes it from its mailbox and admissions records. When a parent asks for it to be deleted, the Centre deletes it straight away, without waiting for this period to end.',
  },
  unsent: {
    title: '6. Registrations waiting to be sent from the parent’s device',
    kept: 'If, when the parent presses send, the phone or computer has lost its connection or the email service has a temporary fault, the website keeps the registration on that device (in the browser’s storage) and sends it again automatically once there is a connection, even if the parent has closed the page and opens the website again later. The device keeps only what the registration would send (section 1), the time they pressed send, and a registration code so that the Centre can tell if a registration arrives twice.',
    deleted:
      'The registration is deleted from the device as soon as the Centre has received it; if it still cannot be sent, the device keeps it for 7 days at most, then deletes it automatically. To delete it sooner, the parent can press “Delete, don’t send” in the notice below the registration form, or just below here. Clearing the website’s data in the browser’s settings also deletes the registration.',
    none: 'There is no unsent registration kept on this device at the moment.',
  },
  rights: {
    title: '7. Parents’ rights',
    lead: 'Parents have the right to:',
    list: [
      'know what information the Centre holds about them, and see it;',
      'ask for information that is wrong to be corrected;',
      'ask for the information to be deleted;',
      'withdraw their consent: the Centre will stop contacting them and delete the information. Withdrawing consent does not affect any contact that took place before.',
    ],
    howTo:
      'To exercise these rights, parents only need to call the Centre on {phone} or email {email}. The Centre confirms the request through the phone number that was registered, so that no one else can make a request in the parent’s place, and replies within the time the law sets. Parents also have the right to complain to the competent state authority if they believe their rights have not been respected.',
  },
  children: {
    title: '8. Children’s data',
    text: 'The website never asks for a child’s name, date of birth or anything else that says who the child is: the form only asks for the parent’s details and the course they are interested in. As for the child, the only details a registration can carry are the child’s age and the estimated level (with the number of correct answers), when the parent and child have done the online level check together (section 1); the child’s answers are never sent. Please do not write your child’s name, date of birth or any other details about them in the form. Anything else needed for the level test (such as the child’s grade at school) will be asked directly when the Centre calls back, with the parent’s consent.',
  },
  contact: {
    title: '9. Contact',
    centre: '{name} English and Life Skills Centre',
    address: 'Address: {address}',
    hotline: 'Phone: {phone}',
    email: 'Email: {email}',
  },
  updated: 'Last updated: {date}. When the policy changes, the Centre updates this page and the date above.',
};
