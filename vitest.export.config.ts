import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests of the exported site in out/: run after `npm run build` (`npm run test:export`).
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    include: ['tests/export/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
