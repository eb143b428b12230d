/**
 * The widths at which public pages change their layout: the only widths a media query of ours may
 * name (tests/site/breakpoints.test.ts refuses any other), and the ones an image's `sizes` repeats. CSS
 * has no variables in media queries, so a stylesheet writes the width itself: `(min-width: 60rem)`
 * from a width on, `(max-width: 59.99rem)` below it. Chosen so that the layout at the widths the
 * tests and the team look at (360, 390, 768, 1024 and 1280 px) falls on the same side of each.
 */
export const BREAKPOINTS = {
  /** 352 px: only below it, the narrowest phones (320 px) tighten what would not fit. */
  tiny: '22rem',
  /** 400 px: only below it, phones up to 390 px stack what a 412-px phone keeps on one line. */
  narrow: '25rem',
  /** 640 px: a phone on its side, a small tablet: cards two by two, buttons their own width. */
  tablet: '40rem',
  /** 768 px: a tablet upright: the featured article beside its picture. */
  tabletWide: '48rem',
  /** 960 px: a tablet on its side, a laptop: two columns side by side, three cards in a row. */
  desktop: '60rem',
  /** 1200 px: the header's whole menu on one line, the contact bar gone. */
  wide: '75rem',
} as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/**
 * The editor's own width (public/admin/admin.css): Decap gives its entry editor `min-width: 800px`
 * (decap-cms#1339), so the editor's column layout follows Decap's width, not one of ours.
 */
export const DECAP_EDITOR_WIDTH = '800px';

/** The media condition « from this width on », as an image's `sizes` writes it. */
export function fromWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]})`;
}
