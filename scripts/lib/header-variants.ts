// The sets of response headers the header bench (scripts/bench-headers.ts) serves the same pages under:
// none of ours, all of ours, each header alone and all but each one. The headers are those out/_headers
// gives the measured pages and the files they load, read from the file itself: a header added later is
// measured without touching the bench.
import { formatHeadersFile, headersForPath, keepHeaders, type HeaderRule } from './headers-file';

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
  /** `none`, `all`, `only COOP`, `all but COOP`. */
  label: string;
  keep: (lowerCaseName: string) => boolean;
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
 * header names in any case (`none,all,only:COOP,all-but:csp`); every variant when `spec` is undefined.
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
  return spec.split(',').map((label) => {
    const variant = byLabel.get(normalise(label));
    if (!variant) throw new Error(`no header variant « ${label} »: ${every.map((one) => one.label).join(', ')}`);
    return variant;
  });
}

/** The _headers text that serves `variant`. */
export function headersFileFor(rules: HeaderRule[], variant: HeaderVariant): string {
  return formatHeadersFile(keepHeaders(rules, variant.keep));
}
