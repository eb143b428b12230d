/*
 * A link preview's picture (pipeline/og-images.ts draws one per page): satori lays the card out as SVG
 * with a local font (WOFF: satori cannot read WOFF2), sharp turns it into a small PNG. Colours come
 * from the design tokens, the mark from the logo, so the cards follow the brand.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import satori from 'satori';
import sharp from 'sharp';
import { OG_IMAGE_SIZE } from '../../lib/preview-image';

/** What one card shows, read from its page. */
export interface OgCard {
  pathname: string;
  route: string;
  title: string;
  eyebrow: string;
  siteName: string;
  brand: string;
  /** The small line under the brand, in the page's language. */
  tagline: string;
  host: string;
  indexable: boolean;
}

export interface OgAssets {
  tokens: Tokens;
  fonts: { name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[];
  logo: string;
}

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The card's size, which each page's og:image declares. */
export const { width: WIDTH, height: HEIGHT } = OG_IMAGE_SIZE;

const require = createRequire(import.meta.url);

/* ---------- inputs: brand tokens, fonts, logo ---------- */

const TOKEN_NAMES = ['primary', 'primary-strong', 'primary-soft', 'primary-light', 'ink', 'muted', 'bg', 'rose', 'surface', 'on-dark'] as const;
export type Tokens = Record<(typeof TOKEN_NAMES)[number], string>;

/** Colours come from the design tokens, so the cards follow any change of palette. */
export async function readTokens(cssPath = join(ROOT, 'lib/design-tokens.css')): Promise<Tokens> {
  const css = await readFile(cssPath, 'utf8');
  const found = new Map<string, string>();
  for (const [, name = '', value = ''] of css.matchAll(/--color-([a-z-]+):\s*(#[0-9a-f]{3,8})\s*;/gi)) found.set(name, value);
  const entries = TOKEN_NAMES.map((name) => {
    const value = found.get(name);
    if (!value) throw new Error(`og-images: --color-${name} not found in ${cssPath}`);
    return [name, value] as const;
  });
  return Object.fromEntries(entries) as Tokens;
}

async function readFonts(): Promise<OgAssets['fonts']> {
  const dir = join(dirname(require.resolve('@fontsource/atkinson-hyperlegible-next/package.json')), 'files');
  const file = (weight: number) => readFile(join(dir, `atkinson-hyperlegible-next-latin-${weight}-normal.woff`));
  const [regular, bold] = await Promise.all([file(400), file(700)]);
  return [
    { name: 'Atkinson', data: regular, weight: 400, style: 'normal' },
    { name: 'Atkinson', data: bold, weight: 700, style: 'normal' },
  ];
}

async function readLogo(): Promise<string> {
  const path = join(ROOT, 'public/images/logo.svg');
  const svg = await readFile(path).catch(() => {
    throw new Error(`og-images: the logo ${relative(ROOT, path)} is missing`);
  });
  return `data:image/svg+xml;base64,${svg.toString('base64')}`;
}

/* ---------- drawing ---------- */

type Style = Record<string, string | number>;
interface Node {
  type: string;
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number };
}
type Child = Node | string | null;

const h = (type: string, style: Style, children?: Child | Child[]): Node => ({ type, props: { style, children } });

function titleSize(title: string): number {
  if (title.length <= 30) return 72;
  if (title.length <= 56) return 62;
  return 52;
}

/** The card as a satori element tree (satori takes React-like objects; no JSX here). */
export function cardTree(card: OgCard, { tokens, logo }: Pick<OgAssets, 'tokens' | 'logo'>): Node {
  const c = tokens;
  return h(
    'div',
    {
      width: WIDTH,
      height: HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      backgroundColor: c.bg,
      fontFamily: 'Atkinson',
      color: c.ink,
    },
    [
      // Soft brand circles on the right, behind everything.
      h('div', {
        position: 'absolute',
        right: -170,
        top: -190,
        width: 620,
        height: 620,
        borderRadius: 620,
        backgroundColor: c['primary-soft'],
      }),
      // A small white disc with the rose cross of the logo's heart.
      h(
        'div',
        {
          position: 'absolute',
          right: 64,
          top: 296,
          width: 190,
          height: 190,
          borderRadius: 190,
          backgroundColor: c.surface,
          border: `14px solid ${c['primary-light']}`,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        },
        [
          h('div', { position: 'absolute', width: 28, height: 88, borderRadius: 8, backgroundColor: c.rose }),
          h('div', { position: 'absolute', width: 88, height: 28, borderRadius: 8, backgroundColor: c.rose }),
        ],
      ),
      h('div', {
        position: 'absolute',
        left: 0,
        top: 0,
        width: 14,
        height: HEIGHT,
        backgroundColor: c.primary,
      }),
      // Brand: logo mark and short name.
      h('div', { display: 'flex', alignItems: 'center', position: 'relative', padding: '56px 80px 0 84px' }, [
        {
          type: 'img',
          props: { src: logo, width: 88, height: 88, style: { width: 88, height: 88 } },
        },
        h('div', { display: 'flex', flexDirection: 'column', marginLeft: 24 }, [
          h('div', { fontSize: 44, fontWeight: 700, lineHeight: 1.1, color: c.ink }, card.brand),
          h('div', { fontSize: 26, color: c.muted, marginTop: 4 }, card.tagline),
        ]),
      ]),
      // The page: what it is, then its title.
      h(
        'div',
        // Positioned so it paints above the circles; the right padding keeps the title clear of the small one.
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          position: 'relative',
          padding: '0 290px 0 84px',
        },
        [
          card.eyebrow
            ? h(
                'div',
                {
                  display: 'flex',
                  alignSelf: 'flex-start',
                  fontSize: 26,
                  fontWeight: 700,
                  color: c['primary-strong'],
                  backgroundColor: c['primary-light'],
                  borderRadius: 999,
                  padding: '8px 24px',
                  marginBottom: 22,
                },
                card.eyebrow,
              )
            : null,
          h(
            'div',
            {
              display: 'block',
              fontSize: titleSize(card.title),
              fontWeight: 700,
              lineHeight: 1.14,
              letterSpacing: -0.5,
              color: c.ink,
              lineClamp: 3,
            },
            card.title,
          ),
        ].filter(Boolean),
      ),
      // The centre's full name and address of the site, on the brand colour.
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          height: 104,
          padding: '0 56px 0 84px',
          position: 'relative',
          backgroundColor: c.primary,
          color: c['on-dark'],
        },
        [
          h('div', { fontSize: 28, fontWeight: 700, maxWidth: 820 }, card.siteName),
          h('div', { fontSize: 26 }, card.host),
        ],
      ),
    ],
  );
}

export async function renderCard(card: OgCard, assets: OgAssets): Promise<Buffer> {
  // satori reads React-like elements; ours are plain objects of the same shape.
  const svg = await satori(cardTree(card, assets) as unknown as Parameters<typeof satori>[0], {
    width: WIDTH,
    height: HEIGHT,
    fonts: assets.fonts,
  });
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 92, effort: 10 }).toBuffer();
}

export async function loadAssets(): Promise<OgAssets> {
  const [tokens, fonts, logo] = await Promise.all([readTokens(), readFonts(), readLogo()]);
  return { tokens, fonts, logo };
}
