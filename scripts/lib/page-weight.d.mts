export interface PageFile {
  url: string;
  kind: 'html' | 'js' | 'css' | 'font' | 'image';
  bytes: number;
  gzip: number;
}
export const KB: number;
export const KINDS: string[];
export function fileSizes(path: string): { bytes: number; gzip: number };
export function referencedUrls(html: string): { url: string; kind: string }[];
export function pageFiles(outDir: string, htmlFile: string): { route: string; files: PageFile[] };
export function pageWeight(
  outDir: string,
  htmlFile: string,
): { route: string; requests: number; weight: Record<string, number>; files: PageFile[] };
export function siteWeights(
  outDir: string,
): { file: string; route: string; requests: number; weight: Record<string, number>; files: PageFile[] }[];
