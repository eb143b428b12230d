import SITE_TOKENS from '@/lib/design-tokens.css?raw';

/*
 * The site's design tokens, as the text of the one file that holds them (lib/design-tokens.css): a text module of
 * the Worker's bundle (gateway/wrangler.toml, [[rules]] type "Text"), a string in the tests (Vite's `?raw`), and in a
 * script run by Node through harness/raw-text.ts (scripts/inbox-screenshot.ts).
 */
export { SITE_TOKENS };
