// Types for tests that import the preview-image generator (a plain .mjs run by node).
export interface OgCard {
  pathname: string;
  route: string;
  title: string;
  eyebrow: string;
  siteName: string;
  brand: string;
  host: string;
  indexable: boolean;
}
export interface OgAssets {
  tokens: Record<string, string>;
  fonts: { name: string; data: Buffer; weight: number; style: string }[];
  logo: string;
}
export function readTokens(cssPath?: string): Promise<Record<string, string>>;
export function readMeta(html: string): Record<string, string>;
export function eyebrowFor(route: string, meta: Record<string, string>): string;
export function collectCards(outDir: string): Promise<OgCard[]>;
export function loadAssets(): Promise<OgAssets>;
export function renderCard(card: OgCard, assets: OgAssets): Promise<Buffer>;
