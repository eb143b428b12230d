import { describe, expect, it } from 'vitest';
import { firstFlightBytes, firstScreenEnd } from '../../bench/lib/first-screen';

// Paths as the browser reports them: child indexes from the document (0 is the doctype, 1 <html>;
// in <html>, 0 is <head> and 1 <body>).
const html = '<!DOCTYPE html><html><head><title>T</title></head><body><header><p>Un</p></header><main><p class="x">Deux &amp; trois</p><p>Quatre</p></main></body></html>';
const body = [1, 1];

describe('firstScreenEnd', () => {
  it('ends after the last character of the last text drawn', () => {
    const end = firstScreenEnd(html, [[...body, 0, 0, 0], [...body, 1, 0, 0]]);
    expect(html.slice(0, end).endsWith('Deux &amp; trois')).toBe(true);
  });

  it('ends after the start tag of an element drawn without its text', () => {
    const end = firstScreenEnd(html, [[...body, 0, 0, 0], [...body, 1, 1]]);
    expect(html.slice(0, end).endsWith('</p><p>')).toBe(true);
  });

  it('takes the furthest of the nodes, whatever their order', () => {
    const paths = [[...body, 1, 0, 0], [...body, 0, 0, 0]];
    expect(firstScreenEnd(html, paths)).toBe(firstScreenEnd(html, [...paths].reverse()));
  });

  it('refuses a node the parser did not find: the browser read another page', () => {
    expect(() => firstScreenEnd(html, [[...body, 5, 0]])).toThrow(/not in the parsed HTML/);
  });
});

describe('firstFlightBytes', () => {
  it('counts the brotli bytes of the HTML up to the end, not of the whole page', () => {
    const long = `<p>${'Soins à domicile, 7 jours sur 7. '.repeat(400)}</p>${Array.from({ length: 400 }, (_, i) => `<i>${i * 7919}</i>`).join('')}`;
    expect(firstFlightBytes(long, long.length)).toBeGreaterThan(firstFlightBytes(long, 2_000));
    expect(firstFlightBytes(long, 0)).toBeLessThan(10);
  });
});
