import { isIsoDate } from './douala-date';

/*
 * Dates as staff type them in French (« 3 décembre », « le 1er mars 2027 », « 03/12/2026 ») read into
 * the one form content files hold (2026-12-03), so a refusal can say exactly what to write instead; and
 * a day written back in words (« 3 décembre 2026 ») for messages in a sentence.
 */

const MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

/** Lower case, no accents, no full stop: « Déc. » → « dec ». */
const bare = (word: string) =>
  word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\.$/, '');

/** The month (1–12) of a French month's name or its usual short form (« déc », « sept », « fév »). */
function monthOf(word: string): number | undefined {
  const typed = bare(word);
  if (typed.length < 3) return undefined;
  const names = MONTHS.map(bare);
  const exact = names.indexOf(typed);
  if (exact >= 0) return exact + 1;
  // A short form names one month only (« jui » could be juin or juillet).
  const matching = names.flatMap((name, index) => (name.startsWith(typed) ? [index + 1] : []));
  return matching.length === 1 ? matching[0] : undefined;
}

const iso = (year: number, month: number, day: number) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

export interface FrenchDateReading {
  /** The day, YYYY-MM-DD. */
  iso: string;
  /** False when no year was typed: the day is the next one on or after today. */
  yearTyped: boolean;
}

/**
 * A date typed in French, read as a day; undefined when it is not one. Without a year, the next such
 * day from `today` on (« 3 décembre » typed in November is this year's, in January next year's).
 */
export function readFrenchDate(text: string, today: string): FrenchDateReading | undefined {
  const value = text.trim().replace(/\s+/g, ' ');
  const numeric = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(value);
  if (numeric) {
    const day = iso(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]));
    return isIsoDate(day) ? { iso: day, yearTyped: true } : undefined;
  }
  // « lundi 3 décembre 2026 », « le 1er mars », « 3 déc. »
  const words = /^(?:le )?(?:(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) )?(\d{1,2})(?:er)? ([\p{L}.]+)(?: (\d{4}))?$/iu.exec(value);
  if (!words) return undefined;
  const month = monthOf(words[2]!);
  if (!month) return undefined;
  const dayOfMonth = Number(words[1]);
  if (words[3]) {
    const day = iso(Number(words[3]), month, dayOfMonth);
    return isIsoDate(day) ? { iso: day, yearTyped: true } : undefined;
  }
  const year = Number(today.slice(0, 4));
  for (const candidate of [year, year + 1]) {
    const day = iso(candidate, month, dayOfMonth);
    if (isIsoDate(day) && day >= today) return { iso: day, yearTyped: false };
  }
  // 31 avril, or 29 février with no leap year this year or next.
  return undefined;
}

/** « 3 décembre 2026 », « 1er mars 2027 »: a day in a French sentence. */
export function frenchDay(isoDate: string): string {
  if (!isIsoDate(isoDate)) throw new Error(`Invalid ISO date: ${isoDate}`);
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day === 1 ? '1er' : day}\u00A0${MONTHS[month - 1]}\u00A0${year}`;
}

/**
 * The build's refusal of a date that is not written YYYY-MM-DD (`shown`: the input as messages quote it),
 * in French, saying the form expected and, when the text reads as a French date, the very text to write instead.
 */
export function dateRefusal(input: unknown, shown: string, today: string): string {
  const reading = typeof input === 'string' ? readFrenchDate(input, today) : undefined;
  if (reading) {
    const meant = reading.yearTyped ? '' : ` si c'est bien le ${frenchDay(reading.iso)}`;
    return `${shown} n'est pas écrite comme le site l'attend : écrivez la date année-mois-jour avec des tirets, ici ${reading.iso}${meant}.`;
  }
  return `${shown} n'est pas une date. Écrivez-la année-mois-jour avec des tirets, par exemple 2024-05-15, et vérifiez que ce jour existe.`;
}
