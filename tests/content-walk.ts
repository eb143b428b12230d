import { locales, type Locale } from '@/lib/i18n';

export interface FoundText {
  path: string;
  text: string;
}

export interface Translation {
  path: string;
  fr: unknown;
  en: unknown;
}

const isRecord = (value: object): value is Record<Locale, unknown> =>
  !Array.isArray(value) && Object.keys(value).length === locales.length && locales.every((locale) => locale in value);

/**
 * Walks every value reachable from the content modules' exports. Strings on the English side of a
 * { fr, en } record are English; every other string (the French side, French views, facts) is read
 * as French. Also returns each record, to compare the two sides.
 */
export function walkContent(modules: Record<string, unknown>) {
  const french: FoundText[] = [];
  const english: FoundText[] = [];
  const translations: Translation[] = [];
  const seen = new Set<object>();

  function strings(value: unknown, path: string, out: FoundText[]) {
    if (typeof value === 'string') out.push({ path, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`, out));
    else if (value && typeof value === 'object') visit(value, path, out);
  }

  function visit(value: unknown, path: string, out: FoundText[]) {
    if (typeof value === 'string') {
      out.push({ path, text: value });
      return;
    }
    if (!value || typeof value !== 'object') return;
    if (isRecord(value) && out === french) {
      if (seen.has(value)) return;
      seen.add(value);
      translations.push({ path, fr: value.fr, en: value.en });
      strings(value.fr, `${path}.fr`, french);
      strings(value.en, `${path}.en`, english);
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`, out));
    else for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`, out);
  }

  for (const [name, mod] of Object.entries(modules)) visit(mod, name, french);
  return { french, english, translations };
}
