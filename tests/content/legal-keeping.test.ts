import { describe, expect, it } from 'vitest';
import { legalPages } from '@/content/legal';
import { KEEP_DAYS } from '@/lib/request/entry';
import { KEEP_DEFAULTS } from '../../gateway/src/settings-defaults';

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
