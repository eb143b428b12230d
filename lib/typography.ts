import type { Locale } from './i18n';

/*
 * The typography of each language, applied by the build to every text of content/ (YAML fields and
 * Markdown alike), so the centre's staff type ordinary spaces and straight quotes.
 * French: a no-break space before : ; ! ? and » and after «, between a number and its unit (« 20 h »,
 * « 10 000 FCFA », « 85 mmHg »), after « n° ». English: no space before : ; ! ?, and curly apostrophes and quotes.
 * Both: runs of spaces become one. Every rule leaves text that is already right as it is.
 */

/** The no-break space French puts before : ; ! ? and inside « » (for words written in code). */
export const nbsp = '\u00A0';
const NBSP = nbsp;

const FRENCH_RULES: [RegExp, string][] = [
  // A space (or several) before : ; ! ? » becomes one no-break space.
  [/[ \t]+([:;!?»])/g, `${NBSP}$1`],
  // A mark of a sentence glued to what comes before gets its space: « Pourquoi? », « Note: », « étape 2: »,
  // « (facultatif); », « Vraiment?! ». One followed by neither a space, a closing mark nor the end is a
  // token's, left alone: a time (8:30), an address (https://, ?x=), a ratio (16:9).
  [/([^\s\u00A0\u202F:;!?])([:;!?]+)(?=$|[\s)\]»”’"'])/gu, `$1${NBSP}$2`],
  // « guillemets »: a no-break space inside each.
  [/«[ \t\u00A0\u202F]*/g, `«${NBSP}`],
  [/([^\s\u00A0\u202F])»/g, `$1${NBSP}»`],
  // Hours, amounts and measures never wrap away from their number: 9 h 30, then every unit after its
  // number (24 h/24, de 20 h à 7 h, 10 000 FCFA, 5 %, 135/85 mmHg), and n° 2024/017.
  [/(\d)[ \t]+h[ \t]+(\d{2})\b/g, `$1${NBSP}h${NBSP}$2`],
  [/(\d)[ \t]+(FCFA|€|%|h|min|mmHg|kg|mg|km|cm|ml|°C)(?![\p{L}\p{N}])/gu, `$1${NBSP}$2`],
  [/\bn°[ \t]*(?=\d)/g, `n°${NBSP}`],
];

const ENGLISH_RULES: [RegExp, string][] = [
  // No space before : ; ! ? (a French habit in an English text), but around a lone dash or a time.
  [/(\S)[ \t\u00A0\u202F]+([:;!?])(?=\s|$)/g, '$1$2'],
  // Curly apostrophes and quotes: don't → don’t, two years' → two years’, "word" → “word”.
  [/(\p{L})'(\p{L})/gu, '$1’$2'],
  [/(\p{L})'(?=$|[\s.,;:!?)])/gu, '$1’'],
  [/(^|[\s(])"(?=\S)/g, '$1“'],
  [/(\S)"(?=$|[\s.,;:!?)])/g, '$1”'],
];

function applyRules(text: string, rules: [RegExp, string][]): string {
  return rules.reduce((result, [pattern, replacement]) => result.replace(pattern, replacement), text);
}

/** A text with its language's typography: what the build does to every text staff type. */
export function typeset(text: string, locale: Locale): string {
  const spaced = text.replace(/[ \t]{2,}/g, ' ');
  return applyRules(spaced, locale === 'fr' ? FRENCH_RULES : ENGLISH_RULES);
}
