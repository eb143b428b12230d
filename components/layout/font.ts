import localFont from 'next/font/local';

// Atkinson Hyperlegible Next: drawn for low-vision readers, served by us. Two static cuts (regular and
// bold, 12 KB each) weigh less than the 34 KB variable file; the design uses no other weight.
// (next/font wants literal paths, relative to this file.)
export const atkinson = localFont({
  src: [
    { path: '../../node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../node_modules/@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  display: 'swap',
  variable: '--font-atkinson',
  fallback: ['system-ui', 'Arial', 'sans-serif'],
});
