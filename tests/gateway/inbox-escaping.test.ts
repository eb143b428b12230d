import { describe, expect, it } from 'vitest';
import { attributeOf } from '../../pipeline/lib/html-source';
import { escapeHtml, html } from '../../gateway/src/inbox/html';
import { mailtoLink, phoneLinks } from '../../gateway/src/inbox/links';
import type { InboxPage } from '../../gateway/src/inbox/model';
import { renderInboxPage } from '../../gateway/src/inbox/render';
import { INBOX_SCRIPT_URL } from '../../gateway/src/inbox/assets';
import { INBOX_SHEET } from '../../gateway/src/inbox/sheet';
import { readPage, sampleRequest, samplePage, STAFF, textIn, type RequestChanges } from './inbox-page';
import { KIND_NAMES, REQUEST_KINDS } from '@/lib/request/kinds';
import { fieldsOf, type FieldRules } from '@/lib/request/kinds/rules';

/*
 * Everything a family typed reaches the staff's phones, and a stranger can type it: the inbox shows it as
 * text, in elements and attributes alike, and makes a call, a chat or an e-mail link only from a value
 * that passes a strict check. Each attack in each field, through the whole page as a browser parses it.
 */

const ATTACKS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'><svg onload=alert(1)>", 'javascript:alert(1)', '&lt;b&gt; &amp;'];

/** Where a tap may lead from the inbox: its own pages and actions, sign-out, and the links made from checked values. */
const SAFE_HREF = /^(\/inbox\/(report\/)?(\?[a-z=&]*)?|\/cdn-cgi\/access\/logout|tel:\+\d{8,15}|https:\/\/wa\.me\/\d{8,15}|mailto:[A-Za-z0-9._+-]+@[A-Za-z0-9.-]+)$/;

function pageWith(changes: RequestChanges, extra: Partial<InboxPage> = {}) {
  return readPage(renderInboxPage(samplePage({ requests: [sampleRequest(changes)], ...extra })));
}

function expectHarmless(page: ReturnType<typeof readPage>, shown: string[], where: string) {
  const scripts = page.elements.filter((element) => element.tagName === 'script');
  expect(scripts.map((script) => attributeOf(script, 'src')), where).toEqual([INBOX_SCRIPT_URL]);
  expect(page.elements.filter((element) => ['img', 'iframe', 'object', 'embed', 'base'].includes(element.tagName)), where).toEqual([]);
  // One stylesheet, the inbox's own, in the head: nothing typed opens another, nor closes it.
  const styles = page.elements.filter((element) => element.tagName === 'style');
  expect(styles.map((style) => [style.parentNode?.nodeName, textIn(style)]), where).toEqual([['head', INBOX_SHEET.text]]);
  // The only <svg> are the two buttons' pictures, drawn by the inbox, with no handler.
  for (const element of page.elements) {
    expect(element.attrs.filter((attribute) => /^on/i.test(attribute.name) || attribute.name === 'style').map((a) => a.name), `${where}: <${element.tagName}>`).toEqual([]);
  }
  for (const href of page.hrefs) expect(href, where).toMatch(SAFE_HREF);
  for (const form of page.forms) expect(form.action, where).toMatch(/^\/inbox\/(take|release|done|junk|outcome)$/);
  // Shown as typed, in words, where it was typed (a date or a slot that reads as none, as well).
  for (const text of shown) expect(page.text, where).toContain(text);
}

describe('what a stranger typed, in every field, is text', () => {
  for (const attack of ATTACKS) {
    it(`every value of the family's: ${attack}`, () => {
      for (const state of ['open', 'taken'] as const) {
        for (const kind of KIND_NAMES) {
          // Each of its kind's fields its own mark, so that each is found where it was typed.
          // (The consent to an appointment's messages, a box, is not shown: issue 77.)
          const fields = fieldsOf(REQUEST_KINDS[kind].fields).filter((field) => (REQUEST_KINDS[kind].fields as FieldRules)[field]?.is !== 'consent');
          const values = Object.fromEntries(fields.map((field) => [field, `${attack} ${field}`]));
          const changes: RequestChanges = { state, kind, takenBy: STAFF.name, takenAt: Date.now(), values };
          const shown = fields.map((field) => values[field]!);
          expectHarmless(pageWith(changes, { view: state === 'open' ? 'open' : 'mine' }), shown, `${kind} (${state})`);
        }
      }
    });

    it(`the reference, the id, the names and the flash: ${attack}`, () => {
      // The names in the journal and in the outcome's lines too (STAFF_NAMES is the centre's, escaped all the same).
      const journal = [
        { at: Date.now(), action: 'taken' as const, by: attack },
        { at: Date.now(), action: 'outcome' as const, by: attack, outcome: { kind: 'called' as const, at: Date.now(), appointment: { date: '2026-12-07', time: '10:00' } } },
      ];
      const page = pageWith({ reference: attack, id: attack, state: 'taken', takenBy: attack, journal, outcome: journal[1]!.outcome }, {
        staff: { email: 'x@centre.cm', name: attack },
        flash: { kind: 'already-taken', reference: attack, by: attack, at: Date.now() },
      });
      expectHarmless(page, [attack], 'reference, id, names');
      // The id goes back to the gateway exactly as it came, inside the attribute's quotes.
      expect(page.forms.length).toBeGreaterThan(0);
      for (const form of page.forms) expect(form.fields.id).toBe(attack);
    });
  }
});

describe('the links made from a family’s values', () => {
  it('a call and a WhatsApp chat only from an international number (E.164)', () => {
    expect(phoneLinks('+237671234567')).toEqual({
      display: '+237\u00A06\u00A071\u00A023\u00A045\u00A067',
      tel: 'tel:+237671234567',
      whatsapp: 'https://wa.me/237671234567',
    });
    expect(phoneLinks('+33612345678')).toEqual({ display: '+33612345678', tel: 'tel:+33612345678', whatsapp: 'https://wa.me/33612345678' });
    for (const refused of ['', '671234567', '+237 6 71 23 45 67', '+0237671234567', '+2376712', '+2376712345678901', 'javascript:alert(1)', 'tel:+237671234567', '+237671234567\n', '+237671234567?x=1', '+٣٣٦١٢٣٤٥٦٧٨']) {
      expect(phoneLinks(refused), JSON.stringify(refused)).toBeNull();
    }
  });

  it('an e-mail link only to a plain address: nothing to add copies, a subject, a body or another scheme', () => {
    for (const address of ['marie@example.cm', 'jp.mbarga+soins@mail.example.org', 'A_B-c@x-y.example.com']) expect(mailtoLink(address)).toBe(`mailto:${address}`);
    for (const refused of [
      'marie@example.cm?cc=stranger@example.com',
      'marie@example.cm&body=x',
      'marie%40example.cm',
      'ma rie@example.cm',
      '"marie"@example.cm',
      'javascript:alert(1)//@example.cm',
      'marie@localhost',
      'marie@example.cm\n',
      'marie@-example.cm',
      'marie@example.c',
      '<marie@example.cm>',
      `${'a'.repeat(65)}@example.cm`,
      `a@${'b'.repeat(250)}.cm`,
    ]) {
      expect(mailtoLink(refused), JSON.stringify(refused)).toBeNull();
    }
  });

  it('a number or an address that fails is shown as text, with no link at all', () => {
    const page = readPage(renderInboxPage(samplePage({ requests: [sampleRequest({ values: { phone: '06 71 23 45 67', email: 'marie@example.cm?bcc=x@y.cm' } })] })));
    expect(page.hrefs.filter((href) => /^(tel|mailto):|wa\.me/.test(href))).toEqual([]);
    expect(page.text).toContain('06 71 23 45 67');
    expect(page.text).toContain('marie@example.cm?bcc=x@y.cm');
  });
});

describe('the template that writes the pages', () => {
  it('escapes every value, in text and in quoted attributes alike', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;amp;&#60;/a&#62;');
    expect(html`<p title="${'"><b>'}">${'<b>'}</p>`.text).toBe('<p title="&#34;&#62;&#60;b&#62;">&#60;b&#62;</p>');
  });

  it('takes its own pieces as they are, lists joined, and writes nothing for false, null and undefined', () => {
    const inner = html`<b>${'&'}</b>`;
    expect(html`<p>${inner}${[inner, 'x<']}${false}${null}${undefined}${0}</p>`.text).toBe('<p><b>&#38;</b><b>&#38;</b>x&#60;0</p>');
  });

  it('never takes a look-alike object for its own HTML', () => {
    const forged = { text: '<script>alert(1)</script>' } as never;
    expect(html`${forged}`.text).not.toContain('<script>');
  });
});
