/**
 * The colours needed outside the stylesheet: the address bar (viewport theme-color), the installed
 * app's launch screen (web manifest) and the icons drawn by scripts/brand-icons.ts. They are the
 * design tokens --color-primary, --color-bg and --color-primary-soft of lib/design-tokens.css;
 * tests/site/theme.test.ts fails if they drift apart.
 */
export const themeColors = {
  primary: '#075655',
  background: '#fbfaf7',
  primarySoft: '#e8f6f4',
} as const;
