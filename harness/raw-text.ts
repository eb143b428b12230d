/*
 * `import text from './file.css?raw'` under Node, as Vite (the tests) and wrangler (the Worker's bundle) read it: the
 * file's text as the module's default export. Loaded before a script by tsx: `npx tsx --import ./harness/raw-text.ts
 * <script>` (scripts/inbox-screenshot.ts: the inbox's stylesheet holds the site's design tokens, gateway/src/inbox/site-tokens.ts).
 */
import { readFile } from 'node:fs/promises';
import { register, type LoadHook } from 'node:module';
import { isMainThread } from 'node:worker_threads';

export const load: LoadHook = async (url, context, nextLoad) => {
  if (!url.startsWith('file:') || !url.endsWith('?raw')) return nextLoad(url, context);
  const text = await readFile(new URL(url), 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
};

// Imported by --import, on the main thread: this module registers itself, its hook run on Node's loader thread.
if (isMainThread) register(import.meta.url);
