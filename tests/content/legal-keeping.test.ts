import { describe, expect, it } from 'vitest';
import { legalPages } from '@/content/legal';
import { KEEP_DAYS } from '@/lib/request/entry';
import { KEEP_DEFAULTS } from '../../gateway/src/settings-defaults';
import { keptUntil } from '../../gateway/src/retention';

/*
 * The privacy and cookies pages tell visitors how long a request stays on their device: the days the
 * code keeps it (KEEP_DAYS), whatever the pages' words around it.
 */

const said = { fr: new RegExp(`\\b${KEEP_DAYS}[\\s\\u00A0]jours\\b`), en: new RegExp(`\\b${KEEP_DAYS}[\\s\\u00A0]days\\b`) };

describe('how long a request is kept, as the legal pages say it', () => {
  for (const locale of ['fr', 'en'] as const) {
    for (const slug of ['privacy', 'cookies'] as const) {
      it(`${locale} ${slug} says KEEP_DAYS days`, () => {
        const text = JSON.stringify(legalPages[locale][slug]);
        expect(text).toMatch(said[locale]);
      });
    }
  }
});

/*
 * And how long the centre's inbox keeps a request once done, and one marked junk: the gateway's settings
 * DONE_KEEP_DAYS and JUNK_HOURS at their rows' defaults (lib/gateway-settings.ts), which the privacy page quotes
 * ({passerelle.garde}, {passerelle.indesirable}): the page as built says them.
 */
describe('how long the inbox keeps a request, as the privacy page says it', () => {
  const junkDays = KEEP_DEFAULTS.junkHours / 24;
  const said = {
    fr: [new RegExp(`puis[\\s\\u00A0]${KEEP_DEFAULTS.doneDays}[\\s\\u00A0]jours`), new RegExp(junkDays === 1 ? 'gardée un jour à part' : `gardée ${KEEP_DEFAULTS.junkHours}[\\s\\u00A0]heures à part`)],
    en: [new RegExp(`then[\\s\\u00A0]${KEEP_DEFAULTS.doneDays}[\\s\\u00A0]days`), new RegExp(junkDays === 1 ? 'kept apart for a day' : `kept apart for ${KEEP_DEFAULTS.junkHours}[\\s\\u00A0]hours`)],
  };
  for (const locale of ['fr', 'en'] as const) {
    it(`${locale}: DONE_KEEP_DAYS days after it is done, JUNK_HOURS set apart`, () => {
      const text = JSON.stringify(legalPages[locale].privacy);
      for (const pattern of said[locale]) expect(text).toMatch(pattern);
    });
  }
});

/*
 * The one rule of how long the inbox keeps a request on top (issue 83; gateway/src/retention.ts, keptUntil), as the
 * privacy page says it: the numbers read from the page, the instants from the code's one function. A visit agreed
 * six weeks ahead, a request never « Traitée »: each as the page says, not as a sweep's predicate once did (visit + 90).
 */
describe('the one rule of how long a request is kept, as the privacy page says it (issue 83)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const said = {
    fr: { done: /puis[\s\u00A0](\d+)[\s\u00A0]jours/, visit: /rendez-vous a été convenu,[\s\u00A0](\d+)[\s\u00A0]jours après le plus tardif du rendez-vous et de la fin de son traitement/, untouched: /sans rendez-vous\) est effacée[\s\u00A0](\d+)[\s\u00A0]jours après son arrivée/ },
    en: { done: /then[\s\u00A0](\d+)[\s\u00A0]days/, visit: /appointment was agreed,[\s\u00A0](\d+)[\s\u00A0]days after the later of the appointment and the end of its handling/, untouched: /without an appointment is deleted[\s\u00A0](\d+)[\s\u00A0]days after it came/ },
  };
  for (const locale of ['fr', 'en'] as const) {
    it(`${locale}: the page's numbers are the code's`, () => {
      const text = JSON.stringify(legalPages[locale].privacy);
      const number = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? Number.NaN);
      const [done, visit, untouched] = [number(said[locale].done), number(said[locale].visit), number(said[locale].untouched)];
      const received = Date.UTC(2026, 10, 2);
      // Done, no visit: its days after « Traitée ».
      expect(keptUntil({ receivedAt: received, doneAt: received + DAY, visitAt: null })).toBe(received + DAY + done * DAY);
      // A visit six weeks ahead, done before it: its days after the visit; done after the visit: after « Traitée ».
      expect(keptUntil({ receivedAt: received, doneAt: received + DAY, visitAt: received + 42 * DAY })).toBe(received + 42 * DAY + visit * DAY);
      expect(keptUntil({ receivedAt: received, doneAt: received + 50 * DAY, visitAt: received + 42 * DAY })).toBe(received + 50 * DAY + visit * DAY);
      // Never « Traitée », with a visit: its days after the visit; without: its days after it came.
      expect(keptUntil({ receivedAt: received, doneAt: null, visitAt: received + 5 * DAY })).toBe(received + 5 * DAY + visit * DAY);
      expect(keptUntil({ receivedAt: received, doneAt: null, visitAt: null })).toBe(received + untouched * DAY);
      // DONE_KEEP_DAYS may shorten it, never lengthen it past what the page says.
      expect(keptUntil({ receivedAt: received, doneAt: received, visitAt: null }, 365)).toBe(received + done * DAY);
    });
  }
});
