import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INBOX_CSP } from '../../gateway/src/inbox/assets';
import { styleElement } from '../../gateway/src/inbox/html';
import { renderInboxPage, renderNotStaff } from '../../gateway/src/inbox/render';
import { sha256, sha256Base64 } from '../../gateway/src/inbox/sha256';
import { INBOX_SHEET } from '../../gateway/src/inbox/sheet';
import { SITE_TOKENS } from '../../gateway/src/inbox/site-tokens';
import { inboxStyle } from '../../gateway/src/inbox/style';
import { computeReport } from '../../gateway/src/report/compute';
import { renderReportPage } from '../../gateway/src/report/render';
import { CENTRE_DAYS } from '../site/centre-days';
import { directiveOf, NOW, samplePage, stylesOf } from './inbox-page';

/*
 * The inbox's stylesheet, inline in every page's head (gateway/src/inbox/sheet.ts) so that a phone draws the list
 * without a round trip for a file; the policy allows that text by its hash and nothing else. The hash is the
 * gateway's own (sha256.ts): held here to node:crypto's, and the pages' <style> to the policy's source.
 */

const nodeDigest = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest();

describe('the gateway’s SHA-256', () => {
  it('agrees with node:crypto at every length about a block’s edges, and on long and non-ASCII text', () => {
    for (let length = 0; length <= 200; length += 1) {
      const bytes = randomBytes(length);
      expect(Buffer.from(sha256(bytes)).toString('hex'), `${length} bytes`).toBe(nodeDigest(bytes).toString('hex'));
    }
    for (const text of ['', 'abc', '« À vérifier »\u00a0: ça\u202fva ?', '😀'.repeat(1000), 'x'.repeat(100_000)]) {
      expect(sha256Base64(text), text.slice(0, 20)).toBe(nodeDigest(text).toString('base64'));
    }
    // FIPS 180-4's own example.
    expect(Buffer.from(sha256(new TextEncoder().encode('abc'))).toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});

describe('the inbox’s stylesheet, inline', () => {
  const report = renderReportPage({ locale: 'fr', report: { ...computeReport({ facts: [], junk: [], toCheck: 0, days: CENTRE_DAYS, now: NOW }), source: 'site' } });
  const pages = {
    'the open list': renderInboxPage(samplePage()),
    'the list, in English, with a flash': renderInboxPage(samplePage({ locale: 'en', view: 'done', flash: { kind: 'done', reference: 'AV-1' } })),
    'not staff': renderNotStaff('fr'),
    'the report': report,
  };

  it('is in every page once, the policy’s one style source its hash; no stylesheet linked, no style attribute', () => {
    const styleSources = directiveOf(INBOX_CSP, 'style-src');
    for (const [name, page] of Object.entries(pages)) {
      const styles = stylesOf(page);
      expect(styles.inline, name).toEqual(styleSources);
      expect(styles.linked, name).toEqual([]);
      expect(styles.attributes, name).toEqual([]);
    }
    expect(styleSources).toEqual([INBOX_SHEET.source]);
    expect(INBOX_CSP).not.toMatch(/unsafe-/);
  });

  it('is the stylesheet of the site’s tokens, its <style> the first thing the head draws with', () => {
    expect(INBOX_SHEET.text).toBe(inboxStyle(SITE_TOKENS));
    const head = pages['the open list'].slice(0, pages['the open list'].indexOf('</head>'));
    expect(head).toContain(`<style>${INBOX_SHEET.text}</style>`);
  });

  it('refuses a stylesheet that would close its element: what follows would be the page’s markup', () => {
    expect(() => styleElement('a { color: red; } </STYLE><script>alert(1)</script>')).toThrow();
    expect(styleElement('a > b { content: "<"; }').text).toBe('<style>a > b { content: "<"; }</style>');
  });
});
