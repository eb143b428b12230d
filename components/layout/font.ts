import localFont from 'next/font/local';

// Atkinson Hyperlegible Next: drawn for low-vision readers, served by us. Two static cuts (regular and
// bold, 12 KB each) weigh less than the 34 KB variable file; the design uses no other weight.
// (next/font wants literal paths, relative to this file.)
export const atkinson = localFont({
  src: [
    { path: '../../node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  // Text paints at once in a system font reshaped to Atkinson's metrics (app/globals.css). Even
  // reshaped, a paragraph can wrap one word sooner in one font than in the other, and a swap would then
  // push the page down: with `optional` the web font is used only if it is there by the first paint
  // (preloaded, it is on a good link, and from the cache on every later page), and nothing ever moves.
  display: 'optional',
  variable: '--font-atkinson',
  // next/font's own fallback names Arial alone, which Android (Roboto) and Linux (Liberation Sans) lack.
  adjustFontFallback: false,
  fallback: ['Atkinson Fallback', 'Atkinson Fallback Roboto', 'system-ui', 'sans-serif'],
});
