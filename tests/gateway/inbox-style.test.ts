import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { attributeOf, elementsOf } from '../../pipeline/lib/html-source';
import { INBOX_ASSETS, INBOX_CSP, INBOX_SCRIPT_URL } from '../../gateway/src/inbox/assets';
import { INBOX_PATHS } from '../../gateway/src/inbox/model';
import { LIST_ID, renderInboxPage } from '../../gateway/src/inbox/render';
import { INBOX_SCRIPT } from '../../gateway/src/inbox/script';
import { INBOX_SHEET } from '../../gateway/src/inbox/sheet';
import { SITE_TOKENS } from '../../gateway/src/inbox/site-tokens';
import { readPage, samplePage } from './inbox-page';

/*
 * The inbox's look and its one script, held to the site's: its design tokens read from the site's one file
 * (lib/design-tokens.css), every text colour at 7:1 on the fill it is set on, no text under 16 px;
 * a policy with nothing inline but that stylesheet (inbox-sheet.test.ts); and the script's hooks present in the page it refreshes.
 */

const tokensOf = (css: string) => {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const root = plain.slice(plain.indexOf(':root'));
  return new Map(Array.from(root.slice(0, root.indexOf('}')).matchAll(/(--[a-z0-9-]+):\s*([^;]+);/gi), ([, name = '', value = '']) => [name, value.trim()]));
};
const file = readFileSync(new URL('../../lib/design-tokens.css', import.meta.url), 'utf8');
const site = tokensOf(file);
const INBOX_STYLE = INBOX_SHEET.text;
const inbox = tokensOf(INBOX_STYLE);

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

/** Each rule of the stylesheet: its selector and its declarations. */
const rules = Array.from(INBOX_STYLE.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^{}]*)\}/g), ([, selector = '', body = '']) => ({
  selector: selector.trim(),
  declarations: new Map(Array.from(body.matchAll(/([a-z-]+)\s*:\s*([^;]+);?/g), ([, property = '', value = '']) => [property, value.trim()])),
}));
const colourOf = (value: string | undefined) => /^var\((--color-[a-z-]+)\)$/.exec(value ?? '')?.[1];

describe('the inbox’s stylesheet', () => {
  it('takes the site’s design tokens from their one file, every one its rules name (but its font: the phone’s own, nothing downloaded)', () => {
    // The text the Worker's bundle gives is the file's, as it is.
    expect(SITE_TOKENS).toBe(file);
    const shared = [...inbox.keys()].filter((name) => site.has(name) && name !== '--font-sans');
    expect(shared.length).toBeGreaterThan(40);
    for (const name of shared) expect(inbox.get(name), name).toBe(site.get(name));
    // Every token a rule or a token names is there: none falls back to nothing.
    const named = new Set(Array.from(INBOX_STYLE.matchAll(/var\((--[\w-]+)/g), ([, name = '']) => name));
    expect([...named].filter((name) => !inbox.has(name))).toEqual([]);
    expect(inbox.get('--font-sans')).not.toMatch(/atkinson|var\(/i);
    expect(INBOX_STYLE).not.toMatch(/@font-face|@import|url\(/);
  });

  it('sets no raw colour outside its tokens', () => {
    const body = INBOX_STYLE.slice(INBOX_STYLE.indexOf('}', INBOX_STYLE.indexOf(':root')));
    expect(body.match(/#[0-9a-f]{3,8}\b|rgb\(|hsl\(/gi)).toBeNull();
  });

  it('sets every text colour at 7:1 on the fill of its rule; without one, on the card, the page and a card of « mine »', () => {
    const pairs = rules.flatMap(({ selector, declarations }) => {
      const text = colourOf(declarations.get('color'));
      if (!text) return [];
      const fill = colourOf(declarations.get('background')) ?? colourOf(declarations.get('background-color'));
      // White is set on the teal bar and buttons only, each rule with its fill or inside .top's.
      const fills = fill ? [fill] : text === '--color-on-primary' ? ['--color-primary'] : ['--color-surface', '--color-bg', '--color-primary-soft'];
      return fills.map((under) => ({ selector, text, fill: under }));
    });
    expect(pairs.length).toBeGreaterThan(30);
    for (const { selector, text, fill } of pairs) {
      expect(contrast(inbox.get(text)!, inbox.get(fill)!), `${selector}: ${text} on ${fill}`).toBeGreaterThanOrEqual(7);
    }
  });

  it('writes every size of text with a token of 16 px or more', () => {
    const sizes = rules.flatMap(({ declarations }) => (declarations.has('font-size') ? [declarations.get('font-size')!] : []));
    expect(sizes.length).toBeGreaterThan(5);
    for (const size of sizes) {
      const token = /^var\((--text-[a-z0-9]+)\)$/.exec(size)?.[1];
      expect(token, size).toBeDefined();
      expect(inbox.get(token!)!, `${token}: its smallest is 1rem`).toMatch(/^(1rem|clamp\(1(\.\d+)?rem,)/);
    }
  });

  it('gives every control a target of 44 px at least', () => {
    expect(inbox.get('--tap')).toBe('2.75rem');
    for (const selector of ['.button', '.top a', '.junk summary', '.bottom a', '.facts .email a']) {
      const rule = rules.find((one) => one.selector === selector);
      expect(rule?.declarations.get('min-height'), selector).toMatch(/^var\(--(tap|button)\)$/);
    }
  });
});

describe('the inbox’s policy and files', () => {
  it('allows nothing inline but its own stylesheet, nothing from another host, no frame', () => {
    const directives = new Map(
      INBOX_CSP.split(';').map((directive) => {
        const [name = '', ...values] = directive.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(INBOX_CSP).not.toMatch(/unsafe-|\*(?!\.cloudflareaccess\.com)|http:/);
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual([INBOX_SHEET.source]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('serves its script at the path the page names, with its type and its version; the page names no other file', () => {
    const page = readPage(renderInboxPage(samplePage()));
    const named = page.elements.flatMap((element) => [attributeOf(element, 'src'), element.tagName === 'link' ? attributeOf(element, 'href') : undefined]).filter(Boolean);
    expect(named).toEqual(['data:,', INBOX_SCRIPT_URL]);
    expect(INBOX_ASSETS).toEqual({ [INBOX_PATHS.script]: { type: 'text/javascript; charset=utf-8', body: INBOX_SCRIPT, version: expect.stringMatching(/^[\w-]{16}$/) } });
    expect(INBOX_SCRIPT_URL).toBe(`${INBOX_PATHS.script}?v=${INBOX_ASSETS[INBOX_PATHS.script]!.version}`);
  });

  it('holds a script that parses, and whose hooks the page has: the list by its id, the refresh link without the last message', () => {
    expect(() => new Function(INBOX_SCRIPT)).not.toThrow();
    expect(INBOX_SCRIPT).toContain(`getElementById('${LIST_ID}')`);
    expect(INBOX_SCRIPT).toContain("querySelector('a.refresh')");
    const page = readPage(renderInboxPage(samplePage({ view: 'done', flash: { kind: 'done', reference: 'AV-1' } })));
    expect(page.elements.filter((element) => attributeOf(element, 'id') === LIST_ID)).toHaveLength(1);
    const refresh = page.elements.filter((element) => element.tagName === 'a' && attributeOf(element, 'class') === 'refresh');
    expect(refresh.map((link) => attributeOf(link, 'href'))).toEqual(['/inbox/?view=done']);
    // The flash is outside the part the script swaps: it is said once.
    const list = page.elements.find((element) => attributeOf(element, 'id') === LIST_ID)!;
    expect(page.elements.filter((element) => attributeOf(element, 'role') === 'status')).toHaveLength(1);
    expect([...elementsOf(list)].filter((element) => attributeOf(element, 'role') === 'status')).toEqual([]);
  });
});
