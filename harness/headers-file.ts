// Reads and applies a `_headers` file (the format of Netlify and Cloudflare Pages), so the local
// server sends exactly what the CDN will send.
//
//   # comment
//   /path/or/pattern/*      ← a rule: an exact path, or `*` matching any run of characters
//     Header-Name: value    ← indented headers of that rule
//
// Like both hosts, every rule whose pattern matches the request path applies, in file order;
// a header set by several matching rules gets their values joined with ", ".

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  let current: HeaderRule | null = null;
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.replace(/\s+$/, '');
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      if (!line.startsWith('/')) throw new Error(`_headers line ${index + 1}: a rule must start with "/": ${line}`);
      current = { pattern: line.trim(), headers: [] };
      rules.push(current);
      return;
    }
    const colon = line.indexOf(':');
    if (!current || colon === -1) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    current.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  });
  return rules;
}

/** Whether a rule pattern (`*` = any characters, including `/`) matches a URL path. */
export function matchesPattern(pattern: string, path: string): boolean {
  const regex = new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);
  return regex.test(path);
}

/** Headers for a path: every matching rule, values of a repeated header joined with ", ". */
export function headersForPath(rules: HeaderRule[], path: string): Record<string, string> {
  const merged = new Map<string, { name: string; value: string }>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const previous = merged.get(key);
      merged.set(key, previous ? { name: previous.name, value: `${previous.value}, ${value}` } : { name, value });
    }
  }
  return Object.fromEntries([...merged.values()].map(({ name, value }) => [name, value]));
}

/** The rules written back in the same format (a rule left without headers is dropped). */
export function formatHeadersFile(rules: HeaderRule[]): string {
  return rules
    .filter((rule) => rule.headers.length > 0)
    .map((rule) => [rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
    .join('\n\n')
    .concat('\n');
}

/** The same rules with only the headers `keep` accepts (names compared in lower case): what the header bench serves. */
export function keepHeaders(rules: HeaderRule[], keep: (lowerCaseName: string) => boolean): HeaderRule[] {
  return rules.map((rule) => ({ pattern: rule.pattern, headers: rule.headers.filter(([name]) => keep(name.toLowerCase())) }));
}
