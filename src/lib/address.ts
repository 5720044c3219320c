import type { Locale } from '@/i18n/locale';
import { siteConfig } from './site-config';

/*
 * The centre's address on a page (docs/decisions.md#english-version): as the centre writes it
 * (`VITE_SITE_ADDRESS`, Vietnamese) on a Vietnamese page; on an English one, the same address in
 * the form English addresses in Vietnam take: each part's kind of place in English after its name
 * ('Phường An Khánh' is 'An Khánh Ward'), the names as they are, the city as English knows it. Read
 * from the configured address, so the two can never name different places; a part it does not know
 * stays as written.
 */

/** Cities English calls by a name of its own. */
const englishCityNames: Readonly<Record<string, string>> = {
  'Hồ Chí Minh': 'Ho Chi Minh City',
  HCM: 'Ho Chi Minh City',
  'Hà Nội': 'Hanoi',
};

type Rule = readonly [pattern: RegExp, english: (...parts: string[]) => string];

/** One part of the address (between its commas), from the most to the least particular. */
const englishParts: readonly Rule[] = [
  // '25 Đường số 7': a street named by its number.
  [/^(?:Số\s+)?(\d\S*)\s+Đường\s+số\s+(\S+)$/iu, (number, street) => `${number} Street No. ${street}`],
  [/^(?:Số\s+)?(\d\S*)\s+Đường\s+(.+)$/iu, (number, street) => `${number} ${street} Street`],
  [/^(?:Phường|P\.)\s*(\d+)$/iu, (ward) => `Ward ${ward}`],
  [/^(?:Phường|P\.)\s*(.+)$/iu, (ward) => `${ward} Ward`],
  [/^(?:Quận|Q\.)\s*(\d+)$/iu, (district) => `District ${district}`],
  [/^(?:Quận|Huyện|Q\.)\s*(.+)$/iu, (district) => `${district} District`],
  [/^Xã\s+(.+)$/iu, (commune) => `${commune} Commune`],
  [/^(?:TP\.?|Thành phố)\s*(.+)$/iu, (city) => englishCityNames[city] ?? `${city} City`],
  [/^Tỉnh\s+(.+)$/iu, (province) => `${province} Province`],
  [/^Việt Nam$/iu, () => 'Vietnam'],
];

/** An address written in Vietnamese ('25 Đường số 7, Phường An Khánh, TP. Hồ Chí Minh'), in English ('25 Street No. 7, An Khánh Ward, Ho Chi Minh City'). */
export function englishAddress(address: string): string {
  return address
    .split(',')
    .map((part) => {
      const written = part.trim();
      for (const [pattern, english] of englishParts) {
        const match = pattern.exec(written);
        if (match) return english(...match.slice(1));
      }
      return written;
    })
    .join(', ');
}

/** The centre's address in each language. */
const addresses: Readonly<Record<Locale, string>> = { vi: siteConfig.address, en: englishAddress(siteConfig.address) };

/** The centre's address as a page in `locale` writes it. */
export const siteAddress = (locale: Locale): string => addresses[locale];
