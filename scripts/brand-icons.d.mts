// Types for tests that import the icon generator (a plain .mjs run by node).
export const LOGO: string;
export function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer;
export function renderIcons(svg: Buffer): Promise<Record<string, Buffer>>;
