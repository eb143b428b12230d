import { describe, expect, it } from 'vitest';
import { legalPages } from '@/content/legal';
import { KEEP_DAYS } from '@/lib/request/entry';

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
