import localFont from 'next/font/local';

// Atkinson Hyperlegible Next: drawn for low-vision readers, served by us. Two static cuts (regular and
// bold, 12 KB each) weigh less than the 34 KB variable file; the design uses no other weight.
// (next/font wants literal paths, relative to this file.)
export const atkinson = localFont({
  src: [
    { path: '../../node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  // Text paints at once in a system font reshaped to Atkinson's metrics (components/layout/globals.css). Even
  // reshaped, a paragraph can wrap one word sooner in one font than in the other, so the font must
  // never be swapped in after the first paint: with `optional`, it is drawn only if it is there when
  // the page first renders. It is asked for only on pages the service worker serves, preloaded from
  // the device, and a first visit is drawn in the fallback alone (pipeline/first-paint.ts).
  display: 'optional',
  // Not in the HTML: Chrome holds the first paint of a page that preloads an optional font until it
  // arrives or 100 ms pass, and on a slow link it never arrives in time.
  preload: false,
  variable: '--font-atkinson',
  // next/font's own fallback names Arial alone, which Android (Roboto) and Linux (Liberation Sans) lack.
  adjustFontFallback: false,
  fallback: ['Atkinson Fallback', 'Atkinson Fallback Roboto', 'system-ui', 'sans-serif'],
});
