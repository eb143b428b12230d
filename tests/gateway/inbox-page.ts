import { createHash } from 'node:crypto';
import { attributeOf, elementsOf, isElement, parseHtml, type HtmlElement, type HtmlNode } from '../../pipeline/lib/html-source';
import type { InboxPage, InboxRequest } from '../../gateway/src/inbox/model';
import { REQUEST_KINDS, type KindValues } from '@/lib/request/kinds';
import { fieldsOf, type FieldRule } from '@/lib/request/kinds/rules';
import type { RequestKind, RequestValues } from '@/lib/request/values';

/*
 * The inbox's pages as a browser reads them (parse5), for tests/gateway/inbox-*.test.ts: what a person sees
 * (text), where each tap goes (links, forms and their fields), and sample requests and pages to render.
 */

/** Thursday 26 November 2026, 10:40 in Yaoundé (UTC+1). */
export const NOW = Date.UTC(2026, 10, 26, 9, 40);
/** An instant of November 2026 at hh:mm in Yaoundé. */
export const yaounde = (day: number, hours: number, minutes: number) => Date.UTC(2026, 10, day, hours - 1, minutes);

export const STAFF = { email: 'awa@centre.cm', name: 'Awa' };

/** What a test changes of a sample request: any field, and any of the family's values. */
export type RequestChanges = Partial<Omit<InboxRequest, 'values'>> & { values?: RequestValues };

/** A request of the first kinds, by their values' names (lib/request/kinds/); of any other, one made from its rules (sampleOf). */
const SAMPLE_VALUES: Partial<{ [K in RequestKind]: KindValues<K> }> = {
  appointment: { fullName: 'Marie Ngono', email: '', phone: '+237671234567', appointmentDate: '2026-11-30', appointmentTime: '14:30', serviceType: 'Soins infirmiers', message: '' },
  callback: { phone: '+237671234567', fullName: 'Marie Ngono', day: '2026-11-30', slot: 'afternoon 12:00-17:00', service: 'Soins infirmiers' },
  application: { fullName: 'Marie Ngono', email: '', phone: '+237671234567', start: '2026-11-30', position: 'Aide-soignant(e)', message: '' },
};

/** A value each rule takes, for a kind with no sample of its own: every rule, or this does not compile. */
const SAMPLE_BY_RULE: Record<FieldRule['is'], string> = {
  name: 'Marie Ngono',
  email: '',
  phone: '+237671234567',
  date: '2026-11-30',
  openDay: '2026-11-30',
  time: '14:30',
  slot: 'afternoon 12:00-17:00',
  choice: 'Choix',
  yesNo: 'no',
  line: '',
  number: '12',
  consent: '',
  text: '',
  custom: '',
};

const sampleOf = (kind: RequestKind): RequestValues => {
  const { fields } = REQUEST_KINDS[kind];
  return SAMPLE_VALUES[kind] ?? Object.fromEntries(fieldsOf(fields).map((field) => [field, SAMPLE_BY_RULE[(fields as Record<string, FieldRule>)[field]!.is]]));
};

export function sampleRequest(overrides: RequestChanges = {}): InboxRequest {
  return {
    id: 'id-1',
    reference: 'AV-7K3Q',
    kind: 'appointment',
    locale: 'fr',
    receivedAt: yaounde(26, 10, 12),
    state: 'open',
    emailCopy: 'sent',
    ...overrides,
    values: { ...sampleOf(overrides.kind ?? 'appointment'), ...overrides.values },
  };
}

export function samplePage(overrides: Partial<InboxPage> = {}): InboxPage {
  return { locale: 'fr', staff: STAFF, view: 'open', requests: [sampleRequest()], counts: { open: 1, check: 0, junk: 0, mine: 0, team: 0, done: 0, visits: 0 }, now: NOW, junkHours: 24, ...overrides };
}

/** The text inside a node, as it reads (entities decoded). */
export function textIn(node: HtmlNode): string {
  if (node.nodeName === '#text' && 'value' in node) return node.value;
  return ('childNodes' in node ? node.childNodes : []).map(textIn).join('');
}

/**
 * What a browser holds a page's styles to: the text of each <style> as it parsed it, hashed as a policy names it
 * (`'sha256-…'`, by node:crypto, not the gateway's own sha256.ts); every stylesheet it links, and every style attribute.
 */
export function stylesOf(html: string): { inline: string[]; linked: string[]; attributes: string[] } {
  const elements = [...elementsOf(parseHtml(html))];
  return {
    inline: elements.filter((element) => element.tagName === 'style').map((style) => `'sha256-${createHash('sha256').update(textIn(style), 'utf8').digest('base64')}'`),
    linked: elements.filter((element) => element.tagName === 'link' && /\bstylesheet\b/i.test(attributeOf(element, 'rel') ?? '')).map((link) => attributeOf(link, 'href') ?? ''),
    attributes: elements.flatMap((element) => attributeOf(element, 'style') ?? []),
  };
}

/** A policy's sources for one directive (`style-src`, …), or undefined when it has none. */
export const directiveOf = (policy: string, name: string): string[] | undefined =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1);

export interface ReadForm {
  action: string;
  method: string;
  fields: Record<string, string>;
  /** Every field in order, as pairs: a field given more than once (the ids a sweep shows) is each of its values. */
  pairs: [string, string][];
  button: string;
  /** Inside a <details>: a second tap away. */
  behindDetails: boolean;
}

export interface ReadPage {
  elements: HtmlElement[];
  /** What the body says, white space collapsed (no-break spaces kept). */
  text: string;
  byClass: (name: string) => HtmlElement[];
  /** The elements named `tagName` inside the first element of class `name`. */
  within: (name: string, tagName: string) => HtmlElement[];
  hrefs: string[];
  forms: ReadForm[];
}

const classesOf = (element: HtmlElement) => (attributeOf(element, 'class') ?? '').split(/\s+/);

function ancestors(element: HtmlElement): HtmlElement[] {
  const found: HtmlElement[] = [];
  for (let node = element.parentNode; node && isElement(node as HtmlNode); node = (node as HtmlElement).parentNode) found.push(node as HtmlElement);
  return found;
}

export function readPage(html: string): ReadPage {
  const document = parseHtml(html);
  const elements = [...elementsOf(document)];
  const body = elements.find((element) => element.tagName === 'body');
  return {
    elements,
    text: textIn(body ?? document).replace(/[ \t\r\n]+/g, ' ').trim(),
    byClass: (name) => elements.filter((element) => classesOf(element).includes(name)),
    within: (name, tagName) => {
      const container = elements.find((element) => classesOf(element).includes(name));
      return container ? [...elementsOf(container)].filter((element) => element.tagName === tagName) : [];
    },
    hrefs: elements.flatMap((element) => (element.tagName === 'a' ? [attributeOf(element, 'href') ?? ''] : [])),
    forms: elements
      .filter((element) => element.tagName === 'form')
      .map((form) => {
        const inside = [...elementsOf(form)];
        const pairs = inside.filter((element) => element.tagName === 'input').map((input): [string, string] => [attributeOf(input, 'name') ?? '', attributeOf(input, 'value') ?? '']);
        return {
          action: attributeOf(form, 'action') ?? '',
          method: attributeOf(form, 'method') ?? '',
          fields: Object.fromEntries(pairs),
          pairs,
          button: textIn(inside.find((element) => element.tagName === 'button') ?? form).trim(),
          behindDetails: ancestors(form).some((element) => element.tagName === 'details'),
        };
      }),
  };
}
