import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // French copy is full of apostrophes; escaping each one in JSX hurts readability for no gain.
      'react/no-unescaped-entities': ['error', { forbid: ['>', '}'] }],
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Use Link from '@/components/ui/link': it never prefetches (our visitors pay for data)." }] },
      ],
    },
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
