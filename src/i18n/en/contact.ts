import type { UiText } from '../ui-text';

export const contact: UiText['contact'] = {
  head: {
    title: 'Contact us',
    description: 'Find Mặt Trời Nhỏ at {address}: phone, Zalo, opening hours, directions, parking, buses, drop-off and pick-up.',
  },
  intro: {
    title: 'Contact us',
    lead: 'Call us, message us on Zalo or drop in: Mặt Trời Nhỏ is always happy to welcome parents and children.',
  },
  facts: {
    title: 'Contact details',
    address: 'Address',
    addressAsWritten: 'In Vietnamese, for your taxi or Grab driver:',
    phone: 'Phone',
    zalo: 'Zalo',
    zaloLink: 'Message the centre on Zalo',
    email: 'Email',
    openingHours: 'Opening hours',
    hours: 'Monday to Sunday, {opens}–{closes}',
  },
  newTab: ' (opens in a new tab)',
  directions: {
    label: 'Get directions',
    more: ' to the centre on Google Maps',
  },
  mapCaption: 'A map of the area around the centre, not to scale. Select “{directions}” to see the route on a map.',
  gettingHere: {
    title: 'Getting here',
    subtitle: 'Parking, buses, and dropping off and picking up your child',
    faqPickUp: 'drop-off, pick-up and your child’s safety',
    faqBring: 'what your child needs to bring',
  },
};
