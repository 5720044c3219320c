import type { Translation } from '@/i18n/translate';
import type { Picture } from '@/lib/picture';
import type { GettingHereNote } from './contact.types';

/*
 * The contact page's content in English; everything else (the map's size, the notes' ids and order)
 * is contact.data.ts's. Street and place names stay as the centre writes them, the kind of place in
 * English ('Thủ Thiêm Bridge'), as the English address writes them (src/lib/address.ts): 'Street No. 7'.
 */

export const areaMapTranslation: Translation<Picture> = {
  // The map has its words drawn in it (scripts/illustrations/map.mjs): English pages show the English drawing.
  src: 'images/contact/map-en.svg',
  alt:
    'Map of the way to the centre: Mặt Trời Nhỏ is on Street No. 7, off Lương Định Của Street, near the Trần Não junction and ' +
    'Thủ Thiêm Bridge; to the south are Mai Chí Thọ Boulevard and the Thủ Thiêm Tunnel, to the west the Saigon River. ' +
    'The bus stop is at the corner of Street No. 7, and the entrance to the motorbike parking is right beside the centre.',
};

/** Each note on getting here, by its id. */
export const gettingHereTranslations: Readonly<Record<GettingHereNote['id'], Translation<GettingHereNote>>> = {
  motorbike: {
    title: 'Motorbike parking',
    paragraphs: [
      'Parents can park their motorbikes free of charge right in front of the centre; the entrance to the parking area is next to the main door. ' +
        'A security guard looks after the bikes throughout opening hours and gives you a parking ticket when you park.',
    ],
  },
  car: {
    title: 'By car',
    paragraphs: [
      'The centre has no car park of its own. You can stop briefly at the door to drop off or pick up your child, or leave your ' +
        'car in the paid car park on Lương Định Của Street, about a 3-minute walk from the centre.',
    ],
  },
  bus: {
    title: 'By bus',
    paragraphs: [
      'The nearest stop is on Lương Định Của Street, right at the corner of Street No. 7 (about a 2-minute walk), served by routes 56 and 99.',
      'Routes through the Thủ Thiêm Tunnel stop on Mai Chí Thọ Boulevard, about a 7-minute walk from the centre.',
    ],
  },
  'pick-up': {
    title: 'Dropping off and picking up',
    paragraphs: [
      'Please bring your child 10 minutes before the lesson starts and collect them on time when it ends; a teacher looks after ' +
        'the children in the lobby until someone comes for them.',
      'We only hand a child over to a parent, or to someone the parents have registered with the centre (full name and phone ' +
        'number). If someone else is collecting your child, please call us or message us on Zalo beforehand, and ask them to bring ' +
        'their ID card so that we can check it. Children under 12 never leave on their own.',
    ],
  },
};
