/*
 * HTML built from a template whose every value is escaped unless it is HTML built the same way: what a
 * family typed (a stranger may have written it) can only ever be text, in an element or in a quoted
 * attribute. Nothing marks a string « trusted » by hand.
 */

const SAFE = Symbol('html');

/** A piece of HTML made by `html`: the only thing a template takes as it is. */
export interface Html {
  readonly [SAFE]: true;
  readonly text: string;
}

/** What a template takes: text (escaped), a number, HTML made by `html`, a list of them, or nothing (false, null, undefined: nothing written). */
export type HtmlValue = string | number | Html | readonly HtmlValue[] | false | null | undefined;

const made = (text: string): Html => ({ [SAFE]: true, text });

/** & < > " ' as character references: the same text in an element and inside an attribute's quotes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function write(value: HtmlValue): string {
  if (value === false || value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(write).join('');
  if (typeof value === 'object' && SAFE in value) return value.text;
  return escapeHtml(String(value));
}

/** html`<p>${text}</p>`: the template's own markup as written, each value escaped. */
export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  return made(strings.reduce((out, part, index) => out + part + (index < values.length ? write(values[index]!) : ''), ''));
}

/**
 * A <style> element holding the gateway's own stylesheet as it is (sheet.ts): its text is raw, not escaped, and would
 * end at its first `</style`, so a stylesheet holding one is refused rather than written.
 */
export function styleElement(css: string): Html {
  if (/<\/style/i.test(css)) throw new Error('A stylesheet that would close its <style> element');
  return made(`<style>${css}</style>`);
}

/** The document's text. */
export const htmlText = (document: Html): string => document.text;
