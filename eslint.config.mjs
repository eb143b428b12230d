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
 * A wrong import is a lint error. Beside them, the folders that make, measure and test the site:
 *   pipeline/    what ships: the prebuild checks and the postbuild (reads every layer; never bench/,
 *                scripts/, tests/ nor e2e/: what ships depends on nothing that measures or tests it)
 *   bench/       the measurements (may read pipeline/, never the reverse)
 *   harness/     what runs the export on this machine, for the tools, the benches and the tests alike: the
 *                CDN-like server, nginx, the local editor, the test ports, the e2e build's environment
 *   scripts/     tools run by hand (serve, screenshots…); tests/ and e2e/ the tests and their helpers
 *   gateway/     the request gateway, a Cloudflare Worker deployed apart: it reads lib/ alone, the request
 *                through lib/request/for-gateway.ts (docs/gateway.md)
 * No layer reads any of those seven. harness/ is below the other four (it reads none of them), so what a
 * tool and a test share lives there, and e2e/ never reaches up into scripts/ or bench/.
 */
const LAYERS = ['lib', 'content', 'copy', 'site', 'components', 'app'];
// The editor at /admin/ (Decap CMS's widgets, previews and checks, bundled by pipeline/admin.ts) stands
// beside app/: it may read every layer but the routes, and nothing imports it.
const EDITOR = 'editor';
// What makes, measures and tests the site: no layer of the site imports it.
const OUTSIDE_THE_SITE = ['pipeline', 'harness', 'bench', 'scripts', 'tests', 'e2e', 'gateway'];
const onlyLink = { name: 'next/link', message: "Use Link from '@/components/ui/link': it never prefetches (our visitors pay for data)." };

// The request is one module: its logic in lib/request/, its React in components/request/. The rest of
// the site takes the request's types from lib/request/index.ts and its values from the few public files
// that index.ts lists (REQUEST_PUBLIC: no barrel of values, or every page would download them all); the
// worker uses lib/request/for-worker.ts. Its components are used through the files at the root of
// components/request/, never those of its sub-folders (no barrel there either: a server component that
// imports a client component renders nothing of it, yet its page downloads it). Neither entry is
// imported from inside its own folder. Relative paths are refused as the alias is.
const REQUEST_DOC = 'see docs/offline-and-requests.md';
const REQUEST_PUBLIC = ['values', 'callback', 'slot-words', 'by-when', 'application', 'kinds', 'kinds/rules', 'kinds/rule-table', 'kinds/in-words', 'kinds/choice-label', 'one-line', 'form/validation', 'form/draft', 'form/phone-error', 'form/phone-library', 'reference', 'failure', 'failure-text', 'fallback', 'view', 'discover', 'load', 'proof', 'sent-status', 'visit', 'visit/consent', 'visit/phase', 'visit/answered'];
const libRequestEntry = {
  regex: `^(@/|(\\.\\./)+)lib/request/(?!(${REQUEST_PUBLIC.join('|')})$)`,
  message: `Use the request through its entry: types from '@/lib/request', values from a public file that lib/request/index.ts lists; ${REQUEST_DOC}.`,
};
// From another folder of lib/, a path relative to lib/ (../request/store).
const libRequestEntryNearby = { ...libRequestEntry, regex: `^\\.\\.?/request/(?!(${REQUEST_PUBLIC.join('|')})$)` };
const componentsRequestEntry = {
  regex: '^((@/|(\\.\\./)+)components/|\\.\\.?/)request/[^/]+/',
  message: `Use the request's components through the files at the root of components/request/ (request-form, callback-card, application-card, offline-support): ${REQUEST_DOC}.`,
};
const ownEntry = {
  regex: '^(@/lib/request|\\.\\.?|\\.\\./index|\\./index)/?$',
  message: 'lib/request/ does not import its own entry (index.ts): import the file that holds the name.',
};
const componentsOwnEntry = {
  regex: '^(@/components/request/[^/]+|\\.\\./[^/]+)$',
  message: 'components/request/: the files at its root are its entry for pages; its sub-folders do not import them.',
};

function layerPatterns(layer) {
  const below = layer === EDITOR ? LAYERS.slice(0, -1) : LAYERS.slice(0, LAYERS.indexOf(layer));
  const above = [...LAYERS, EDITOR].filter((other) => other !== layer && !below.includes(other));
  return [
    {
      regex: `^(@/|(\\.\\./)+)(${above.join('|')})(/|$)`,
      message: `${layer}/ may import from itself and ${below.join(', ') || 'packages'} only (the layers, eslint.config.mjs).`,
    },
    {
      regex: `^(@/|(\\.\\./)+)(${OUTSIDE_THE_SITE.join('|')})(/|$)`,
      message: `${layer}/ is the site: it imports none of ${OUTSIDE_THE_SITE.map((folder) => `${folder}/`).join(', ')} (eslint.config.mjs).`,
    },
  ];
}

// The pipeline (the build) reads the site's layers and itself: never what measures it (bench/), the tools, nor the tests.
const pipelinePatterns = [
  {
    regex: `^(@/|(\\.\\./)+)(${OUTSIDE_THE_SITE.filter((folder) => folder !== 'pipeline').join('|')})(/|$)`,
    message: 'pipeline/ makes what ships: it imports neither harness/, bench/, scripts/, tests/ nor e2e/ (bench/ may import pipeline/, not the reverse).',
  },
];

// What runs the export here (harness/) serves the tools, benches and tests: it reads none of them.
const harnessPatterns = [
  {
    regex: '^(@/|(\\.\\./)+)(bench|scripts|tests|e2e)(/|$)',
    message: 'harness/ runs the export for the tools, the benches and the tests: it imports none of bench/, scripts/, tests/, e2e/ (what they share moves down here).',
  },
];
// The request gateway (a Cloudflare Worker, deployed apart) shares lib/ with the site, and nothing else.
const gatewayPatterns = [
  {
    regex: `^(@/|(\\.\\./)+)(${[...LAYERS.slice(1), EDITOR, ...OUTSIDE_THE_SITE.filter((folder) => folder !== 'gateway')].join('|')})(/|$)`,
    message: 'gateway/ is deployed alone: it imports lib/ (the request, shared with the site) and packages only (docs/gateway.md).',
  },
  {
    regex: '^(@/|(\\.\\./)+)lib/request(?!/for-gateway$)(/.*)?$',
    message: "The gateway uses the request through '@/lib/request/for-gateway' only: docs/gateway.md.",
  },
];
// The end-to-end tests use the harness, never a tool or a bench: no arrow back up.
const e2ePatterns = [
  {
    regex: '^(@/|(\\.\\./)+)(bench|scripts)(/|$)',
    message: 'e2e/ imports neither scripts/ nor bench/: what a test shares with a tool lives in harness/ (eslint.config.mjs).',
  },
];

// One no-restricted-imports per file: in a flat config a later block replaces an earlier one's options.
function importRules(files, patterns) {
  return { files, rules: { 'no-restricted-imports': ['error', { paths: [onlyLink], patterns }] } };
}

const layerRules = [...LAYERS, EDITOR].map((layer) =>
  importRules([`${layer}/**/*.{ts,tsx}`], [
    ...layerPatterns(layer),
    libRequestEntry,
    ...(layer === 'lib' ? [libRequestEntryNearby] : []),
    ...(['components', 'app', EDITOR].includes(layer) ? [componentsRequestEntry] : []),
  ]),
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
  // The worker reaches the request through lib/request/for-worker.ts alone (not the pages' entry).
  importRules(['lib/service-worker/**/*.ts'], [
    ...layerPatterns('lib'),
    {
      regex: '^(@/lib/|\\.\\./)request(?!/for-worker$)(/.*)?$',
      message: `The worker uses the request through '@/lib/request/for-worker' only: ${REQUEST_DOC}.`,
    },
  ]),
  // The request never reaches into the worker (the worker uses the request, not the other way round):
  // what both need (Background Sync's tag) is the request's, in lib/request/outbox-sync.ts.
  importRules(['lib/request/**/*.ts'], [
    ...layerPatterns('lib'),
    ownEntry,
    { group: ['**/service-worker/**', '**/service-worker'], message: 'lib/request/ does not import the service worker: what both need is the request\'s (lib/request/outbox-sync.ts).' },
  ]),
  importRules(['components/request/*/**/*.{ts,tsx}'], [...layerPatterns('components'), libRequestEntry, componentsOwnEntry]),
  importRules(['pipeline/**/*.ts'], pipelinePatterns),
  importRules(['harness/**/*.ts'], harnessPatterns),
  importRules(['e2e/**/*.ts'], e2ePatterns),
  importRules(['gateway/**/*.ts'], gatewayPatterns),
  {
    files: ['components/ui/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  globalIgnores([
    '.next/**',
    'out/**',
    'out-emailjs-only/**',
    'out-gateway/**',
    'out-editor/**',
    'node_modules/**',
    'next-env.d.ts',
    'test-results/**',
    'playwright-report/**',
    'bench-results/**',
    '**/.wrangler/**',
  ]),
]);
