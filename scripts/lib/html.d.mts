export interface Tag {
  /** Lower-cased element name. */
  name: string;
  /** Lower-cased attribute names → decoded values ('' for boolean attributes). */
  attributes: Map<string, string>;
  /** Raw content of <script> and <style>; '' for other elements. */
  text: string;
}
export function listHtmlFiles(dir: string): string[];
export function urlPathOf(file: string): string;
export function decodeEntities(text: string): string;
export function parseAttributes(source: string): Map<string, string>;
export function parseTags(html: string): Tag[];
export function inlineScripts(tags: Tag[]): string[];
export function inlineStyles(tags: Tag[]): string[];
export function styleAttributes(tags: Tag[]): string[];
