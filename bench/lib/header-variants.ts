// The sets of response headers the header bench (bench/bench-headers.ts) serves the same pages under:
// none of ours, all of ours, each header alone and all but each one. The headers are those out/_headers
// gives the measured pages and the files they load, read from the file itself: a header added later is
// measured without touching the bench.
import { formatHeadersFile, headersForPath, keepHeaders, type HeaderRule } from '../../harness/headers-file';

/** Short names for the table; any other header goes by its own name. */
const SHORT: Record<string, string> = {
  'content-security-policy': 'CSP',
  'cross-origin-opener-policy': 'COOP',
  'cross-origin-resource-policy': 'CORP',
  'strict-transport-security': 'HSTS',
  'x-content-type-options': 'nosniff',
};

export const shortName = (lowerCaseName: string) => SHORT[lowerCaseName] ?? lowerCaseName;

export interface HeaderVariant {
  /** `none`, `all`, `only COOP`, `all but COOP`, `COOP=same-origin-allow-popups`. */
  label: string;
  keep: (lowerCaseName: string) => boolean;
  /** Another value for one header, wherever the rules give it (`COOP=…` on the command line). */
  replace?: { name: string; value: string };
}

/** Lower-case names of the headers `rules` give any of `paths` (pages, and a sample of each kind of file they load). */
export function headerNamesFor(rules: HeaderRule[], paths: string[]): string[] {
  const names = paths.flatMap((path) => Object.keys(headersForPath(rules, path)).map((name) => name.toLowerCase()));
  return [...new Set(names)];
}

/** Every variant: none, all, then each header alone and all but it. */
export function allVariants(names: string[]): HeaderVariant[] {
  return [
    { label: 'none', keep: () => false },
    { label: 'all', keep: () => true },
    ...names.map((name) => ({ label: `only ${shortName(name)}`, keep: (other: string) => other === name })),
    ...names.map((name) => ({ label: `all but ${shortName(name)}`, keep: (other: string) => other !== name })),
  ];
}

/**
 * The variants a command line asks for, by label with `:` or `-` for the space and short or full
 * header names in any case (`none,all,only:CSP,all-but:csp`), or all headers with another value for
 * one, or one more (`COOP=same-origin`); every variant but the last kind when `spec` is undefined.
 */
export function pickVariants(names: string[], spec: string | undefined): HeaderVariant[] {
  const every = allVariants(names);
  if (spec === undefined) return every;
  const normalise = (label: string) => label.toLowerCase().replace(/[\s:_-]+/g, ' ').trim();
  const byLabel = new Map(every.map((variant) => [normalise(variant.label), variant]));
  for (const name of names) {
    byLabel.set(normalise(`only ${name}`), every.find((variant) => variant.label === `only ${shortName(name)}`)!);
    byLabel.set(normalise(`all but ${name}`), every.find((variant) => variant.label === `all but ${shortName(name)}`)!);
  }
  const fullName = new Map([...Object.keys(SHORT), ...names].map((name) => [shortName(name).toLowerCase(), name]));
  return spec.split(',').map((label) => {
    const at = label.indexOf('=');
    const [name, value] = at === -1 ? [label, undefined] : [label.slice(0, at), label.slice(at + 1)];
    if (value !== undefined && name) {
      const header = fullName.get(name.toLowerCase()) ?? name.toLowerCase();
      if (!/^[a-z0-9-]+$/.test(header)) throw new Error(`« ${name} » is not a header name`);
      return { label: `${shortName(header)}=${value}`, keep: () => true, replace: { name: header, value } };
    }
    const variant = byLabel.get(normalise(label));
    if (!variant) throw new Error(`no header variant « ${label} »: ${every.map((one) => one.label).join(', ')}`);
    return variant;
  });
}

/** The _headers text that serves `variant`. */
export function headersFileFor(rules: HeaderRule[], variant: HeaderVariant): string {
  const { replace } = variant;
  const kept = keepHeaders(rules, variant.keep);
  if (!replace) return formatHeadersFile(kept);
  const given = kept.some((rule) => rule.headers.some(([name]) => name.toLowerCase() === replace.name));
  // A header the rules do not give (a policy dropped, tried again) goes to every file.
  const withIt = given ? kept : [...kept, { pattern: '/*', headers: [[replace.name, replace.value] as [string, string]] }];
  return formatHeadersFile(
    withIt.map((rule) => ({
      pattern: rule.pattern,
      headers: rule.headers.map(([name, value]): [string, string] => [name, name.toLowerCase() === replace.name ? replace.value : value]),
    })),
  );
}
