import { placeWords, visitWhenWords, type Locale } from '@/lib/request/for-gateway';
import type { VisitFacts } from '../visits/journal-facts';
import type { Visit } from '../visits/model';
import { VISIT_RESULTS } from '../visits/results';
import { VISIT_WORDS } from './visit-words';

/* A visit said in a line, for the card, the list and the journal (issue 77): when, where, who; or why it was cancelled. */

type Said = Pick<Visit, 'date' | 'time' | 'place' | 'district' | 'with'>;

/** « mardi 1er décembre à 11 h, à domicile (Bastos), avec Awa ». */
export function visitLine(visit: Said, locale: Locale, { when = true } = {}): string {
  const words = VISIT_WORDS[locale];
  let day = `${visit.date} ${visit.time}`;
  try {
    day = visitWhenWords(visit.date, visit.time, locale);
  } catch {
    // As stored, never a page that fails.
  }
  // Where as the family's messages say it (« à domicile (Bastos) »): one owner of those words.
  return [when ? day : null, placeWords(visit.place, visit.district, locale), visit.with ? words.with(visit.with) : null].filter(Boolean).join(', ');
}

/** What a journal's visit line adds to its step: the new day and place, the reason, or the result. */
export function factsLine(facts: VisitFacts, locale: Locale): string {
  if (facts.date && facts.time && facts.place) return visitLine({ date: facts.date, time: facts.time, place: facts.place, ...(facts.district ? { district: facts.district } : {}), ...(facts.with ? { with: facts.with } : {}) }, locale);
  if (facts.result) return locale === 'fr' ? `«\u00A0${VISIT_RESULTS[facts.result].words.fr.mark}\u00A0»` : `“${VISIT_RESULTS[facts.result].words.en.mark}”`;
  return facts.reason ? `(${VISIT_WORDS[locale].reasons[facts.reason]})` : '';
}
