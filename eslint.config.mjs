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
 * A wrong import is a lint error. scripts/, tests/ and e2e/ may read every layer.
 */
const LAYERS = ['lib', 'content', 'copy', 'site', 'components', 'app'];
const onlyLink = { name: 'next/link', message: "Use Link from '@/components/ui/link': it never prefetches (our visitors pay for data)." };

function layerRule(layer) {
  const above = LAYERS.slice(LAYERS.indexOf(layer) + 1);
  return {
    files: [`${layer}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [onlyLink],
          patterns: [
            {
              regex: `^(@/|(\\.\\./)+)(${above.join('|')})(/|$)`,
              message: `${layer}/ may import from itself and ${LAYERS.slice(0, LAYERS.indexOf(layer)).join(', ') || 'packages'} only (the layers, eslint.config.mjs).`,
            },
          ],
        },
      ],
    },
  };
}

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
  ...LAYERS.filter((layer) => layer !== 'app').map(layerRule),
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
