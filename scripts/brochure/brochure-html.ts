import { statistics } from '../../src/content/home/home.data.ts';

interface BrochureParts {
  /** brochure.html, the page to print. */
  template: string;
  /** `@font-face` rules for the site's font. */
  fontFaces: string;
  /** The file URL of the site's `public/` folder. */
  publicUrl: string;
  contact: { phone: string; email: string; address: string };
  /** Each course's ages as its page says them (catalogue.ts), by id: `{{ages:3}}` in the template is course 3's. */
  courseAges: Readonly<Record<string, string>>;
}

const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The brochure's page: home's figures and the courses' ages from the one place that holds each (home.data.ts, catalogue.ts), the contact details, the font. */
export function brochureHtml({ template, fontFaces, publicUrl, contact, courseAges }: BrochureParts): string {
  const figures = statistics
    .map(({ value, description }) => `<div class="stat"><b>${htmlText(value)}</b><span>${htmlText(description)}</span></div>`)
    .join('\n      ');
  const withAges = template.replace(/\{\{ages:(\w+)\}\}/g, (placeholder, id: string) => {
    const ages = courseAges[id];
    if (!ages) throw new Error(`brochure.html: ${placeholder} names no course with ages`);
    return htmlText(ages);
  });
  return withAges
    .replace('/*FONTS*/', fontFaces)
    .replace('{{statistics}}', figures)
    .replaceAll('{{public}}', publicUrl)
    .replaceAll('{{phone}}', htmlText(contact.phone))
    .replaceAll('{{email}}', htmlText(contact.email))
    .replaceAll('{{address}}', htmlText(contact.address));
}
