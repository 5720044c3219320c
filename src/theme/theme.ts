import {
  createTheme,
  defaultVariantColorsResolver,
  type ButtonProps,
  type CollapseProps,
  type MantineColorsTuple,
  type ModalProps,
} from '@mantine/core';
import { transitionMs, zIndex } from './tokens';

/**
 * A component's default props, as `Component.extend({ defaultProps })` (an identity function) would
 * give them, without importing the component: the theme is in every page's first load, and the
 * dialogs are not.
 */
const defaults = <Props>(defaultProps: Partial<Props>) => ({ defaultProps });

// Scales built around the brand colours; shade 5/6 is the brand value itself.
// Contrast on white: orange 7 4.9:1 (small text), orange 6 3.4:1 (large headings only),
// blue 6 6.7:1. On the dark body (#242424): orange 4 7.3:1, blue 3 5.7:1.
const orange: MantineColorsTuple = [
  '#FFF4E6', '#FFE4C4', '#FFCD91', '#FFB259', '#FF9A2E',
  '#FF8300', '#DB6D00', '#B35800', '#8C4400', '#663100',
];
const blue: MantineColorsTuple = [
  '#EAF2FC', '#CCDEF6', '#9DC0EE', '#6C9FE3', '#4283D8',
  '#2A6CC8', '#185AB1', '#134A93', '#0E3A74', '#0A2A55',
];
const yellow: MantineColorsTuple = [
  '#FFF9E0', '#FFF0B3', '#FFE380', '#FFD54D', '#FFC826',
  '#FFBD00', '#DB9F00', '#B37F00', '#8C6200', '#664600',
];

const transitionProps = { duration: transitionMs } as const;

/** Outline buttons are the secondary (blue) style, in shades that pass AA in both schemes. */
const variantColorResolver: typeof defaultVariantColorsResolver = (input) => {
  if (input.variant !== 'outline') return defaultVariantColorsResolver(input);
  return {
    background: 'transparent',
    hover: 'var(--site-section-tint)',
    color: 'var(--site-link-color)',
    border: '1px solid var(--site-link-color)',
  };
};

export const theme = createTheme({
  colors: { orange, blue, yellow },
  primaryColor: 'orange',
  primaryShade: { light: 5, dark: 5 },
  // Brand orange is light: dark text on it reads at 5.7:1, white would only reach 2.5:1.
  autoContrast: true,
  luminanceThreshold: 0.35,
  variantColorResolver,
  black: '#1A1B1E',
  fontFamily: "'Be Vietnam Pro', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Be Vietnam Pro', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontWeight: '800',
    textWrap: 'balance',
    // Generous line height keeps stacked Vietnamese diacritics (Ẩ, Ễ, Ỗ) from clipping.
    sizes: {
      h1: { fontSize: 'clamp(1.75rem, 1.2rem + 2.4vw, 2.75rem)', lineHeight: '1.3' },
      h2: { fontSize: 'clamp(1.5rem, 1.1rem + 1.6vw, 2.125rem)', lineHeight: '1.35' },
      h3: { fontSize: '1.25rem', lineHeight: '1.4' },
    },
  },
  lineHeights: { md: '1.6' },
  defaultRadius: 'lg',
  cursorType: 'pointer',
  respectReducedMotion: true,
  other: { zIndex, transitionMs },
  components: {
    Button: defaults<ButtonProps>({ radius: 'xl' }),
    Modal: defaults<ModalProps>({ zIndex: zIndex.modal, transitionProps }),
    Collapse: defaults<CollapseProps>({ transitionDuration: transitionMs }),
  },
});
