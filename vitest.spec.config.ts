import { defineConfig, mergeConfig } from 'vitest/config';
import { sharedConfig } from './vitest.config';

// `npm run check:spec`: the shipped content against the product spec (tests/spec/), outside `npm test`,
// which checks rules on whatever content staff publish.
export default mergeConfig(
  sharedConfig,
  defineConfig({
    test: {
      include: ['tests/spec/**/*.test.ts'],
    },
  }),
);
