import { Fragment, type ReactNode } from 'react';

/**
 * A sentence of the site's words with its blanks filled by elements: fillNodes('Hoặc gọi {phone} để đăng ký ngay.',
 * { phone: <a href="tel:…">…</a> }). What `fill` (src/i18n/fill.ts) does for text, for a link or bold words inside it.
 */
export function fillNodes(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return template
    .split(/(\{\w+\})/)
    .filter(Boolean)
    .map((piece, index) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name !== undefined && name in values ? <Fragment key={index}>{values[name]}</Fragment> : piece;
    });
}
