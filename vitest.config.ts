import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    include: ['tests/**/*.test.ts'],
    // tests/export/ reads out/ and runs after the build (vitest.export.config.ts); tests/spec/ holds the
    // shipped content to the product spec, its own command (npm run check:spec, vitest.spec.config.ts).
    exclude: [...configDefaults.exclude, 'tests/export/**', 'tests/spec/**'],
    environment: 'node',
    // Rendering a preview card takes seconds on a busy 2-core machine; the default 5 s is a guard, not a budget.
    testTimeout: 30_000,
  },
});
