import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from './vitest.config';

// Tests of the exported site in out/: run after `npm run build` (`npm run test:export`).
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['tests/export/**/*.test.ts'],
      hookTimeout: 60_000,
    },
  }),
);
