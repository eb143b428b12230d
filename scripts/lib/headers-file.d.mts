export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}
export function parseHeadersFile(text: string): HeaderRule[];
export function matchesPattern(pattern: string, path: string): boolean;
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string>;
