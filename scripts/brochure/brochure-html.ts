import { statistics } from '../../src/content/home/home.data.ts';

interface BrochureParts {
  /** brochure.html, the page to print. */
  template: string;
  /** `@font-face` rules for the site's font. */
  fontFaces: string;
  /** The file URL of the site's `public/` folder. */
  publicUrl: string;
  contact: { phone: string; email: string; address: string };
}

const htmlText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The brochure's page: home's figures from the one place that holds them (home.data.ts), the contact details, the font. */
export function brochureHtml({ template, fontFaces, publicUrl, contact }: BrochureParts): string {
  const figures = statistics
    .map(({ value, description }) => `<div class="stat"><b>${htmlText(value)}</b><span>${htmlText(description)}</span></div>`)
    .join('\n      ');
  return template
    .replace('/*FONTS*/', fontFaces)
    .replace('{{statistics}}', figures)
    .replaceAll('{{public}}', publicUrl)
    .replaceAll('{{phone}}', htmlText(contact.phone))
    .replaceAll('{{email}}', htmlText(contact.email))
    .replaceAll('{{address}}', htmlText(contact.address));
}
