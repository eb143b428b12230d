import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const NEXT_LINK = { name: 'next/link', message: "Use Link from '@/components/ui/link': it never prefetches (our visitors pay for data)." };

// The request is one module (lib/request/): the form, the panel, the note and the worker use its entry
// points (submit, follow, sendWaiting, the views), never how the outbox stores, claims or posts a request.
const REQUEST_INSIDES = ['store', 'entry', 'send', 'payload', 'answers', 'rate-limit', 'emailjs-config'].map((name) => `@/lib/request/${name}`);
const requestInsides = (allowed = []) => ({
  group: [...REQUEST_INSIDES, '@/lib/request/deliver'].filter((path) => !allowed.includes(path)),
  message: 'Go through the request module’s entry points (lib/request/page.ts, load.ts, deliver.ts for the worker): see docs/offline-and-requests.md.',
});

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // French copy is full of apostrophes; escaping each one in JSX hurts readability for no gain.
      'react/no-unescaped-entities': ['error', { forbid: ['>', '}'] }],
      'no-restricted-imports': ['error', { paths: [NEXT_LINK] }],
    },
  },
  {
    files: ['app/**', 'components/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [requestInsides()] }] },
  },
  {
    files: ['lib/service-worker/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [NEXT_LINK], patterns: [requestInsides(['@/lib/request/deliver'])] }] },
  },
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
