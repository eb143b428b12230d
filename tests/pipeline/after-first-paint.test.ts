import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { PAINT_WAIT_AFTER_LOAD_MS, scriptLoader, withScriptsAfterFirstPaint } from '../../pipeline/lib/after-first-paint';
import { applyEdits } from '../../pipeline/lib/html-source';

// A page as Next exports it, after the first-paint step: chunks as async scripts in <head>, the
// bootstrap chunk (preloaded) after the page, the page's data for React, then the stylesheets.
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = [
  '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('boot')}"/>`,
  `<script src="${chunk('a')}" async=""></script><script src="${chunk('b')}" async=""></script>`,
  '<title>T</title>',
  `<script src="${chunk('polyfills')}" noModule=""></script></head>`,
  '<body><main><h1>Bonjour</h1></main><script type="application/ld+json">{"@type":"WebSite"}</script>',
  `<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script><script src="${chunk('boot')}" async=""></script>`,
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"data"])</script>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/></body></html>',
].join('');

const preload = (name: string) => `<link rel="preload" as="script" fetchPriority="low" href="${chunk(name)}"/>`;

describe('withScriptsAfterFirstPaint', () => {
  const html = withScriptsAfterFirstPaint(page);
  const loader = `<script>${scriptLoader([chunk('a'), chunk('b'), chunk('boot')])}</script>`;

  it('leaves no script for the HTML to run but the polyfills modern browsers skip', () => {
    expect(html.match(/<script src="[^"]*"/g)).toEqual([`<script src="${chunk('polyfills')}"`]);
  });

  it('preloads every chunk where it was, once, at the low priority of an async script', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`${preload('boot')}${preload('a')}${preload('b')}<title>`);
    expect(head.match(/rel="preload"/g)).toHaveLength(3);
  });

  it('starts them all, in their order, right after the page’s data and before the stylesheets', () => {
    expect(html).toContain(`<script>self.__next_f.push([1,"data"])</script>${loader}<link rel="stylesheet"`);
    expect(html.match(/<script>\{const sources/g)).toHaveLength(1);
  });

  it('keeps every other byte of the page as React wrote it', () => {
    expect(html).toBe(
      page
        .replace(`<script src="${chunk('a')}" async=""></script><script src="${chunk('b')}" async=""></script>`, preload('a') + preload('b'))
        .replace(`<script src="${chunk('boot')}" async=""></script>`, '')
        .replace('<link rel="stylesheet"', `${loader}<link rel="stylesheet"`),
    );
  });

  it('leaves a page without scripts alone', () => {
    const bare = '<!DOCTYPE html><html><head><title>T</title></head><body><p>Hors ligne</p></body></html>';
    expect(withScriptsAfterFirstPaint(bare)).toBe(bare);
  });

  it('refuses a page whose data comes after a stylesheet: the loader would wait for it', () => {
    const late = page.replace('<script>(self.__next_f', '<link rel="stylesheet" href="/x.css"/><script>(self.__next_f');
    expect(() => withScriptsAfterFirstPaint(late)).toThrow(/stylesheet/);
  });
});

/** Runs the loader in a stand-in page; returns the handles a test needs to play the browser's part. */
function runLoader({ paintTiming, visibilityState = 'visible' }: { paintTiming: boolean; visibilityState?: 'visible' | 'hidden' }) {
  const appended: { src: string; async: boolean }[] = [];
  const listeners = new Map<string, () => void>();
  const frames: (() => void)[] = [];
  const tasks: { run: () => void; delay: number }[] = [];
  let observer: ((list: { getEntriesByName: (name: string) => unknown[] }, self: { disconnect: () => void }) => void) | undefined;
  let disconnected = false;
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
    }
  }
  const context = {
    document: {
      visibilityState,
      createElement: () => ({}),
      head: { appendChild: (script: { src: string; async: boolean }) => appended.push(script) },
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (run: () => void, delay = 0) => tasks.push({ run, delay }),
    PerformanceObserver,
  };
  runInNewContext(scriptLoader(['/a.js', '/b.js']), context);
  const paint = (name: string) =>
    observer?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }, { disconnect: () => (disconnected = true) });
  const runTasks = () => tasks.splice(0).forEach((task) => task.run());
  return { appended, listeners, frames, tasks, runTasks, paint, isDisconnected: () => disconnected };
}

describe('the loader', () => {
  it('adds nothing before the first contentful paint, then every chunk once, in order, async', () => {
    const page = runLoader({ paintTiming: true });
    expect(page.appended).toEqual([]);
    page.paint('first-paint');
    expect(page.appended).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.appended).toEqual([
      { src: '/a.js', async: true },
      { src: '/b.js', async: true },
    ]);
    expect(page.isDisconnected()).toBe(true);
    page.listeners.get('load')?.();
    page.runTasks();
    expect(page.appended).toHaveLength(2);
    expect(page.frames).toEqual([]);
  });

  it('in sight, still waits for the paint when the page has loaded first (a fast link), and gives up after a while', () => {
    const page = runLoader({ paintTiming: true });
    page.listeners.get('load')?.();
    expect(page.tasks.map((task) => task.delay)).toEqual([PAINT_WAIT_AFTER_LOAD_MS]);
    expect(page.appended).toEqual([]);
    page.runTasks();
    expect(page.appended.map((script) => script.src)).toEqual(['/a.js', '/b.js']);
  });

  it('out of sight, where nothing paints, starts once the page has loaded', () => {
    const page = runLoader({ paintTiming: true, visibilityState: 'hidden' });
    page.listeners.get('load')?.();
    expect(page.tasks.map((task) => task.delay)).toEqual([0]);
    page.runTasks();
    expect(page.appended).toHaveLength(2);
  });

  it('without paint timing, starts in a task after the next frame', () => {
    const page = runLoader({ paintTiming: false });
    expect(page.frames).toHaveLength(1);
    page.frames[0]!();
    expect(page.appended).toEqual([]);
    page.runTasks();
    expect(page.appended).toHaveLength(2);
  });
});

describe('applyEdits', () => {
  it('makes every edit, in any order given, and refuses overlapping ones', () => {
    expect(applyEdits('abcdef', [{ start: 4, end: 5, text: 'E' }, { start: 0, end: 1, text: '' }, { start: 2, end: 2, text: '+' }])).toBe('b+cdEf');
    expect(() => applyEdits('abcdef', [{ start: 0, end: 3, text: '' }, { start: 2, end: 4, text: '' }])).toThrow(/overlapping/);
  });
});
