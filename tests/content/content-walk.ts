import { locales, type Locale } from '@/lib/i18n';
import { Prose } from '@/lib/prose';

export interface FoundText {
  path: string;
  text: string;
}

export interface Translation {
  path: string;
  fr: unknown;
  en: unknown;
}

/** A long text (rendered Markdown) and its translation. */
export interface ProseTranslation {
  path: string;
  fr: Prose;
  en: Prose;
}

/*
 * Fields that hold facts a view repeats in each language (an icon's name, a block's type or HTML tag, an image's
 * path, a person's name, an address's parts, a price's unit), not words to translate.
 */
const FACT_KEYS = new Set([
  'type', 'kind', 'icon', 'color', 'tone', 'src', 'href', 'url', 'slug', 'id', 'category', 'phone', 'email',
  'whatsapp', 'facebook', 'instagram', 'days', 'opens', 'closes', 'insurers', 'holder', 'method', 'number', 'languages', 'city', 'district', 'region',
  'countryCode', 'shortName', 'author', 'cite', 'e164', 'display', 'date', 'width', 'height', 'tagName', 'doctor', 'srcSet', 'unit',
]);

/*
 * A quartier's name is a place's name, the same in both languages (its delay is translated); a choice of
 * the appointment form is sent by its French name whatever the page's language (its label is translated);
 * a position's contract is a code (cdi, vacations), named by copy/careers.ts.
 */
const FACT_PATHS = /\.quartiers\[\d+\](\.name)?$|\.appointmentServices\[\d+\]\.value$|[jJ]obs\[\d+\]\.contract$/;

const lastKey = (path: string) => path.replace(/\[\d+\]$/, '').split('.').at(-1) ?? '';

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

const isLocaleKey = (key: string) => (locales as readonly string[]).includes(key);

/** A record of both languages, `{ fr, en }`, alone or beside other words (copy/emailjs.ts: an e-mail's subject, then its texts). */
const hasBothSides = (value: object): value is Record<Locale, unknown> => !Array.isArray(value) && locales.every((locale) => locale in value);

/**
 * Walks every value reachable from the content modules' exports. Strings on the English side of a
 * { fr, en } record are English; every other string (the French side, French views, facts) is read
 * as French. Also returns each record, to compare the two sides.
 */
export function walkContent(modules: Record<string, unknown>) {
  const french: FoundText[] = [];
  const english: FoundText[] = [];
  const translations: Translation[] = [];
  const proses: ProseTranslation[] = [];
  const seen = new Set<object>();

  function strings(value: unknown, path: string, out: FoundText[]) {
    if (typeof value === 'string') out.push({ path, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`, out));
    else if (value && typeof value === 'object') visit(value, path, out);
  }

  /**
   * The two sides of a record, walked side by side down to their texts: a view per language
   * (`ui.fr` / `ui.en`) is compared text by text, not as one block, so one forgotten string shows.
   */
  function pair(fr: unknown, en: unknown, path: string) {
    if (FACT_KEYS.has(lastKey(path)) || FACT_PATHS.test(path)) return;
    if (fr instanceof Prose && en instanceof Prose) proses.push({ path, fr, en });
    const bothArrays = Array.isArray(fr) && Array.isArray(en);
    const bothObjects = isObject(fr) && isObject(en) && !Array.isArray(fr) && !Array.isArray(en);
    if (bothArrays) {
      if (fr.length !== en.length) translations.push({ path, fr, en });
      else fr.forEach((item, index) => pair(item, en[index], `${path}[${index}]`));
    } else if (bothObjects) {
      for (const key of new Set([...Object.keys(fr), ...Object.keys(en)])) {
        pair((fr as Record<string, unknown>)[key], (en as Record<string, unknown>)[key], `${path}.${key}`);
      }
    } else if (typeof fr === 'string' || typeof en === 'string' || typeof fr !== typeof en) {
      translations.push({ path, fr, en });
    }
  }

  function visit(value: unknown, path: string, out: FoundText[]) {
    if (typeof value === 'string') {
      out.push({ path, text: value });
      return;
    }
    if (!value || typeof value !== 'object') return;
    if (hasBothSides(value) && out === french) {
      if (seen.has(value)) return;
      seen.add(value);
      pair(value.fr, value.en, path);
      strings(value.fr, `${path}.fr`, french);
      strings(value.en, `${path}.en`, english);
      // Beside the two languages, words of neither (an e-mail's subject in both at once) are read as French.
      for (const [key, child] of Object.entries(value)) if (!isLocaleKey(key)) visit(child, `${path}.${key}`, out);
      return;
    }
    if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${path}[${index}]`, out));
    else for (const [key, child] of Object.entries(value)) visit(child, `${path}.${key}`, out);
  }

  for (const [name, mod] of Object.entries(modules)) visit(mod, name, french);
  return { french, english, translations, proses };
}
