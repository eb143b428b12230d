// Types for the parts of @mdn/mdn-http-observatory 1.4.8 (plain JavaScript) that tests/deploy/observatory.ts uses.
declare module '@mdn/mdn-http-observatory/src/retriever/retriever.js' {
  export interface Requests {
    responses: { auto: { status: number } | null };
  }
  export function retrieve(hostname: string, options?: { httpPort?: string; httpsPort?: string }): Promise<Requests>;
}
declare module '@mdn/mdn-http-observatory/src/constants.js' {
  export interface TestOutput {
    pass: boolean | null;
    result: string | null;
    expectation: string;
  }
  export const ALL_TESTS: ((requests: import('@mdn/mdn-http-observatory/src/retriever/retriever.js').Requests) => TestOutput)[];
  export const NUM_TESTS: number;
}
declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string };
  export function getScoreModifier(expectation: string): number;
}
declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number;
}
