export interface PageSources {
  scripts: string[];
  styles: string[];
  styleAttributes: string[];
}
export interface PageHeaders {
  file: string;
  path: string;
  sources: PageSources;
  headerPolicy: string;
  metaPolicy: string;
}
export const EMAILJS_ORIGIN: string;
export const COMMON_HEADERS: [string, string][];
export const STATIC_PATTERN: string;
export const STATIC_CACHE_CONTROL: string;
export function sha256Source(text: string): string;
export function pageSources(html: string): PageSources;
export function contentSecurityPolicy(sources: PageSources, options?: { delivery?: 'header' | 'meta' }): string;
export function withMetaPolicy(html: string, policy: string): string;
export function generate(outDir: string): { pages: PageHeaders[]; headersText: string; httpConf: string; serverConf: string };
