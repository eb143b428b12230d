// What the postbuild assumes about Next's (Turbopack's) output, in one list: each assumption says what
// it expects, which files rely on it, and how to check it. The postbuild checks them all first, on the
// export as Next wrote it (pipeline/postbuild.ts, checkNextOutput), and tests/export/next-output.test.ts
// checks each one on .next, Next's own copy of what it wrote: after a Next upgrade, the failing check
// names the assumption that broke and where it is relied upon, rather than a page that silently got
// worse. The patterns themselves are next-output.ts's.
import { readFileSync } from 'node:fs';
import { attributeOf, elementsOf, hasRel, parseHtml, rangeOf, textOf, type HtmlElement } from './html-source';
import {
  CHUNK_NAME,
  CHUNKS_URL,
  clientReferences,
  exportOutput,
  fontFacesOf,
  hashedFilePath,
  MEDIA_URL,
  onDemandLoads,
  pushesPageData,
  startsPageData,
  type NextOutput,
} from './next-output';

export interface Assumption {
  /** A short name, as the messages and the tests give it. */
  name: string;
  /** What we expect of Next's output. */
  expects: string;
  /** The files whose code relies on it: where to look when it breaks. */
  reliedOnBy: string[];
  /** What does not hold in `output` (empty when it holds). */
  check(output: NextOutput): string[];
}

const scriptsOf = (elements: HtmlElement[]) => elements.filter((element) => element.tagName === 'script');
const isExternal = (script: HtmlElement) => attributeOf(script, 'src') !== undefined && attributeOf(script, 'nomodule') === undefined;
const isJsonLd = (script: HtmlElement) => attributeOf(script, 'type') === 'application/ld+json';
/** Pages that run the framework: every page but the offline ones (finish-export.ts strips their scripts later). */
const withFramework = (output: NextOutput) =>
  output.pages().map(({ file, html }) => ({ file, html, elements: [...elementsOf(parseHtml(html))] })).filter(({ elements }) => scriptsOf(elements).some(isExternal));

/** Gives up after a few examples: one broken page says enough. */
const firstFew = (problems: string[]) => (problems.length > 5 ? [...problems.slice(0, 5), `… and ${problems.length - 5} more`] : problems);

export const NEXT_OUTPUT_ASSUMPTIONS: Assumption[] = [
  {
    name: 'chunk-names',
    expects: 'Turbopack names each file of /_next/static/chunks/ with 13 letters, digits, _ or - and .js or .css (its runtime turbopack-<13>.js)',
    reliedOnBy: ['e2e/pipeline/next-deploy.ts (the next deploy renames them, CHUNK_NAME)', 'lib/service-worker/page-files.ts (HASHED_FILE_NAMED of lib/next-static.ts: the files a page needs)'],
    check: (output) => firstFew(output.chunks().map((url) => url.slice(CHUNKS_URL.length)).filter((name) => !CHUNK_NAME.test(name))),
  },
  {
    name: 'chunk-scripts',
    expects: 'a page runs its chunks as <script src="/_next/static/chunks/…" async> (in <head>, the bootstrap one at the end of <body>), never defer nor type="module"',
    reliedOnBy: [
      'pipeline/lib/after-first-paint.ts (each one becomes a preload, started after the first paint)',
      'lib/service-worker/worker.ts (NEXT_STATIC of lib/next-static.ts: what is there is kept as named, never fetched again)',
      'pipeline/lib/security-policy.ts (STATIC_PATTERN: immutable caching)',
    ],
    check: (output) => {
      const pages = withFramework(output);
      const problems = pages.flatMap(({ file, elements }) =>
        scriptsOf(elements)
          .filter(isExternal)
          .filter((script) => !attributeOf(script, 'src')!.startsWith(CHUNKS_URL) || attributeOf(script, 'async') === undefined || attributeOf(script, 'defer') !== undefined || attributeOf(script, 'type') === 'module')
          .map((script) => `${file}: <script src="${attributeOf(script, 'src')}"> is not an async chunk`),
      );
      return firstFew(pages.length === 0 ? ['no page runs a chunk'] : problems);
    },
  },
  {
    name: 'page-data-order',
    expects:
      'the page’s data for React is inline scripts in <body>, the one that starts it ((self.__next_f=self.__next_f||[]).push([0])) before every self.__next_f.push(…), and after it no other inline script that runs and no stylesheet',
    reliedOnBy: [
      'pipeline/lib/after-first-paint.ts (its loader goes after the last script of <body>: React must find the data whole)',
      'bench/lib/paint-targets.ts (isPageData: the share of a page that is its data for React)',
    ],
    check: (output) =>
      firstFew(
        withFramework(output).flatMap(({ file, elements }) => {
          const running = scriptsOf(elements).filter((script) => attributeOf(script, 'src') === undefined && !isJsonLd(script));
          const start = running.findIndex((script) => startsPageData(textOf(script)));
          if (start === -1) return [`${file}: no inline script starts self.__next_f`];
          const body = elements.find((element) => element.tagName === 'body');
          const problems: string[] = [];
          if (body && rangeOf(running[start]!).start < rangeOf(body).start) problems.push(`${file}: the page's data starts in <head>`);
          if (running.slice(0, start).some((script) => textOf(script).includes('__next_f.push('))) problems.push(`${file}: a self.__next_f push comes before the script that starts it`);
          const after = running.slice(start + 1);
          if (after.length === 0) problems.push(`${file}: no self.__next_f push after the script that starts it`);
          for (const script of after) if (!pushesPageData(textOf(script))) problems.push(`${file}: an inline script after the page's data is not a self.__next_f push: ${textOf(script).slice(0, 60)}`);
          const dataStart = rangeOf(running[start]!).start;
          if (elements.some((element) => element.tagName === 'link' && hasRel(element, 'stylesheet') && rangeOf(element).start > dataStart)) {
            problems.push(`${file}: a stylesheet comes among or after the page's data`);
          }
          return problems;
        }),
      ),
  },
  {
    name: 'stylesheet-links',
    expects: 'a page names its stylesheets as <link rel="stylesheet" href="/_next/static/chunks/….css"> in <head>',
    reliedOnBy: ['pipeline/first-paint.ts (withCriticalCss: the critical CSS takes the first one’s place, the links move to the end of <body>)'],
    check: (output) =>
      firstFew(
        withFramework(output)
          // A page without styles of its own (Next's bare global-error page) has nothing to move.
          .filter(({ elements }) => elements.some((element) => element.tagName === 'link' && hasRel(element, 'stylesheet')))
          .filter(({ elements }) => {
            const body = elements.find((element) => element.tagName === 'body');
            return !elements.some(
              (element) =>
                element.tagName === 'link' &&
                hasRel(element, 'stylesheet') &&
                attributeOf(element, 'href')?.startsWith(CHUNKS_URL) &&
                attributeOf(element, 'href')?.endsWith('.css') &&
                (!body || rangeOf(element).start < rangeOf(body).start),
            );
          })
          .map(({ file }) => `${file}: no stylesheet link in <head>`),
      ),
  },
  {
    name: 'font-faces',
    expects: 'next/font writes each face as one minified @font-face{…} rule (no nested braces) in the stylesheets, its file as url(../media/<name>.woff2) beside them',
    reliedOnBy: ['pipeline/first-paint.ts (withFontFaces copies them inline with fontFacesOf, dropFontFacesFromStylesheets takes them out with withoutFontFaces)'],
    check: (output) => {
      const sheets = output.chunks().filter((url) => url.endsWith('.css'));
      const problems: string[] = [];
      let faces = 0;
      for (const url of sheets) {
        const css = readFileSync(output.staticFile(url)!, 'utf8');
        const rules = fontFacesOf(css);
        faces += rules.length;
        if ((css.match(/@font-face/g) ?? []).length !== rules.length) problems.push(`${url}: an @font-face rule is not written @font-face{…}`);
        for (const rule of rules) {
          for (const [, file] of rule.matchAll(/url\(["']?([^)"']+)["']?\)/g)) {
            const target = new URL(file!, `https://site${url}`).pathname;
            if (!target.startsWith(MEDIA_URL) || !output.staticFile(target)) problems.push(`${url}: a face's file ${file} is not beside it in ${MEDIA_URL}`);
          }
        }
      }
      if (faces === 0) problems.push('no @font-face rule in any stylesheet');
      return firstFew(problems);
    },
  },
  {
    name: 'hero-priority',
    expects: 'the first-screen <img> (fetchPriority="high") keeps fetchpriority="high" and its src in the HTML',
    reliedOnBy: ['pipeline/first-paint.ts (inlineHeroImage writes that picture into the page)'],
    check: (output) => {
      const heroes = output
        .pages()
        .filter(({ html }) => [...elementsOf(parseHtml(html))].some((element) => element.tagName === 'img' && attributeOf(element, 'fetchpriority')?.toLowerCase() === 'high' && attributeOf(element, 'src')?.endsWith('.svg')));
      return heroes.length >= 20 ? [] : [`only ${heroes.length} pages have an <img fetchpriority="high" src="….svg">`];
    },
  },
  {
    name: 'on-demand-loads',
    expects:
      'a chunk names the files of code it loads on demand as "static/chunks/…" (no /_next/) in Promise.all([…].map(…)).then(()=>…(<module id>)), and each of those files exists',
    reliedOnBy: [
      'lib/service-worker/page-files.ts (filesNamedIn: the chunks a kept page loads later)',
      'pipeline/service-worker.ts (the precache of the request’s code, through onDemandFilesOf)',
    ],
    check: (output) => {
      const problems: string[] = [];
      let loads = 0;
      for (const url of output.chunks().filter((chunk) => chunk.endsWith('.js'))) {
        const code = readFileSync(output.staticFile(url)!, 'utf8');
        const found = onDemandLoads(code);
        loads += found.length;
        const named = new Set(found.flatMap((load) => load.files));
        for (const [mention] of code.matchAll(/"static\/chunks\/[^"]+"/g)) {
          const file = hashedFilePath(JSON.parse(mention) as string);
          if (!output.staticFile(file)) problems.push(`${url} names ${file}, which does not exist`);
          else if (!named.has(file)) problems.push(`${url} names ${file} outside an on-demand load of the shape expected`);
        }
      }
      if (loads === 0) problems.push('no chunk loads code on demand in the shape expected');
      return firstFew(problems);
    },
  },
  {
    name: 'client-references',
    expects: 'a page’s RSC payload names each client component as a row I[<id>,[<chunks>],"<export>"], its chunks as rows of their paths',
    reliedOnBy: ['pipeline/service-worker.ts (ON_DEMAND_ENTRIES: the client component whose on-demand code the worker keeps is found so)'],
    check: (output) => {
      const problems: string[] = [];
      let named = 0;
      for (const { file, text } of output.payloads()) {
        const rows = text.split('\n').filter((line) => /^[0-9a-f]+:I\[/.test(line)).length;
        const references = clientReferences(text);
        named += references.size;
        // Names may repeat (two « default » exports): every row read, and every chunk a file of the export.
        const chunks = [...references.values()].flat();
        if (rows > 0 && references.size === 0) problems.push(`${file}: ${rows} client references, none read`);
        for (const chunk of chunks) if (!chunk.startsWith(CHUNKS_URL) || !output.staticFile(chunk)) problems.push(`${file}: a client reference's chunk « ${chunk} » is not a file of /_next/static/chunks/`);
      }
      if (named === 0) problems.push('no payload names a client component with its chunks');
      return firstFew(problems);
    },
  },
];

/** Every assumption that does not hold, as one message each: which, what it expected, who relies on it, what was found. */
export function nextOutputProblems(output: NextOutput, assumptions = NEXT_OUTPUT_ASSUMPTIONS): string[] {
  return assumptions.flatMap((assumption) => {
    const problems = assumption.check(output);
    if (problems.length === 0) return [];
    return [
      `Next's output (${output.label}) no longer matches « ${assumption.name} »: ${assumption.expects}.\n` +
        `  Relied upon by: ${assumption.reliedOnBy.join('; ')}.\n` +
        problems.map((problem) => `  - ${problem}`).join('\n'),
    ];
  });
}

/** Pipeline step (pipeline/postbuild.ts, first): the export as Next wrote it is what the steps after assume. */
export function checkNextOutput(outDir: string) {
  const problems = nextOutputProblems(exportOutput(outDir));
  if (problems.length > 0) throw new Error(problems.join('\n'));
  console.log(`next-output: the ${NEXT_OUTPUT_ASSUMPTIONS.length} assumptions of the postbuild hold (${NEXT_OUTPUT_ASSUMPTIONS.map((item) => item.name).join(', ')})`);
}
