import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layers of the code, each importing only from those before it:
 *   lib/         pure logic and the types it works on: no content, no words of the interface
 *   content/     the centre's content: its files (YAML, Markdown), their schemas, the loader
 *   copy/        the words of the interface (labels, buttons, messages), in both languages
 *   site/        what derives from content and copy: metadata, the site's routes, structured data
 *   components/  React, grouped by feature
 *   app/         the routes
 *   editor/      the editor at /admin/ (beside app/: every layer but the routes)
 * A wrong import is a lint error. scripts/, tests/ and e2e/ may read every layer.
 */
const LAYERS = ['lib', 'content', 'copy', 'site', 'components', 'app'];
// The editor at /admin/ (Decap CMS's widgets, previews and checks, bundled by scripts/admin.ts) stands
// beside app/: it may read every layer but the routes, and nothing imports it.
const EDITOR = 'editor';
const onlyLink = { name: 'next/link', message: "Use Link from '@/components/ui/link': it never prefetches (our visitors pay for data)." };

// The request is one module (lib/request/): the form, the panel, the note and the worker use its entry
// points (submit, follow, sendWaiting, the views), never how the outbox stores, claims or posts a request.
// Matched by their end, so a relative path (../request/store) is refused as the alias is.
const REQUEST_INSIDES = ['store', 'entry', 'send', 'payload', 'answers', 'rate-limit', 'emailjs-config', 'deliver'].map((name) => `**/request/${name}`);
const requestInsides = (allowed = []) => ({
  group: REQUEST_INSIDES.filter((path) => !allowed.includes(path)),
  message: 'Go through the request module’s entry points (lib/request/page.ts, load.ts, deliver.ts for the worker): see docs/offline-and-requests.md.',
});

function layerPatterns(layer) {
  const below = layer === EDITOR ? LAYERS.slice(0, -1) : LAYERS.slice(0, LAYERS.indexOf(layer));
  const above = [...LAYERS, EDITOR].filter((other) => other !== layer && !below.includes(other));
  return [
    {
      regex: `^(@/|(\\.\\./)+)(${above.join('|')})(/|$)`,
      message: `${layer}/ may import from itself and ${below.join(', ') || 'packages'} only (the layers, eslint.config.mjs).`,
    },
  ];
}

// One no-restricted-imports per file: in a flat config a later block replaces an earlier one's options.
function importRules(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { paths: [onlyLink], patterns }] } };
}

const layerRules = [...LAYERS, EDITOR].map((layer) =>
  importRules([`${layer}/**/*.{ts,tsx}`], [...layerPatterns(layer), ...(['components', 'app', EDITOR].includes(layer) ? [requestInsides()] : [])]),
);

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // French copy is full of apostrophes; escaping each one in JSX hurts readability for no gain.
      'react/no-unescaped-entities': ['error', { forbid: ['>', '}'] }],
      'no-restricted-imports': [
        'error',
        { paths: [onlyLink] },
      ],
    },
  },
  ...layerRules,
  importRules(['lib/service-worker/**/*.ts'], [...layerPatterns('lib'), requestInsides(['**/request/deliver'])]),
  // The request never reaches into the worker (the worker uses the request, not the other way round):
  // what both need (Background Sync's tag) lives beside them, in lib/outbox-sync.ts.
  importRules(['lib/request/**/*.ts'], [
    ...layerPatterns('lib'),
    { group: ['**/service-worker/**', '**/service-worker'], message: 'lib/request/ does not import the service worker: share what both need beside them (lib/outbox-sync.ts).' },
  ]),
  {
    files: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-editor/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
  ]),
]);
