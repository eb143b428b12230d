/**
 * The two colours the browser needs outside the stylesheet: the address bar (viewport theme-color)
 * and the installed app's launch screen (web manifest). They are the design tokens --color-primary
 * and --color-bg of app/globals.css; tests/theme.test.ts fails if the two drift apart.
 */
export const themeColors = {
  primary: '#0b6e6d',
  background: '#fbfaf7',
} as const;
