/*
 * A file imported as its text (`?raw`): the gateway's bundle makes it a text module (gateway/wrangler.toml, [[rules]]),
 * Vite (the tests) and harness/raw-text.ts (a script under Node) a string. Only the design tokens are read so (gateway/src/inbox/site-tokens.ts).
 */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
