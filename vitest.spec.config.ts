import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run check:spec`: the shipped content against the product spec (tests/spec/), outside `npm test`,
// which checks rules on whatever content staff publish.
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    include: ['tests/spec/**/*.test.ts'],
    environment: 'node',
  },
});
