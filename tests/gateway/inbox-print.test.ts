import { chromium, type Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doualaInstant } from '@/lib/douala-date';
import { CONSENT_FIELD, CONSENTED } from '@/lib/request/visit/consent';
import { INBOX_PATHS, type InboxRequest } from '../../gateway/src/inbox/model';
import { renderInboxPage } from '../../gateway/src/inbox/render';
import type { VisitRecord } from '../../gateway/src/visits/model';
import { NOW, sampleRequest, samplePage } from './inbox-page';

/*
 * The nurse's paper (issue 83, item 4): the list « Rendez-vous » printed by Chromium as the staff's browser prints it,
 * on A4 (visit-style.ts's @page): today's visits alone, each with its time, the family's name, its phone, where, who
 * and the service, on one page for a full day's rounds; « Aucun rendez-vous ce jour » on a day without, never a blank
 * sheet. Its pages counted in the PDF Chromium writes.
 */

/** A full day's rounds, more than a nurse makes, each with a long name (a district is one the site publishes: visits/fields.ts). */
const FULL_DAY = 14;
const TODAY = '2026-11-26';

const request = (index: number, date: string): InboxRequest => {
  const minutes = 7 * 60 + index * 40;
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const visit: VisitRecord = {
    requestId: `r${index}`,
    gen: 1,
    rev: 1,
    seq: 0,
    date,
    time,
    at: doualaInstant(date, minutes),
    place: 'home',
    district: 'Biyem-Assi',
    with: 'Christelle',
    phase: 'booked',
    agreedAt: NOW - 86_400_000,
    revAt: NOW - 86_400_000,
    changedAt: NOW - 86_400_000,
    unsent: [],
    linkKey: null,
    messages: [],
  };
  return sampleRequest({
    id: `r${index}`,
    reference: `AV-${String(index).padStart(4, '0')}`,
    state: 'taken',
    takenBy: 'Awa',
    takenAt: NOW - 3_600_000,
    values: { fullName: `Marie-Madeleine Ngono Essomba ${index}`, [CONSENT_FIELD]: CONSENTED, serviceType: 'Soins infirmiers à domicile' },
    visit,
  });
};

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
});

/** The list as printed: its pages, and what the paper says. */
async function printed(requests: InboxRequest[]): Promise<{ pages: number; text: string }> {
  const page = await browser.newPage();
  try {
    // The page as the gateway serves it (routes/inbox.ts; its stylesheet inline), from an address of no network.
    const origin = 'http://inbox.test';
    await page.route(`${origin}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === INBOX_PATHS.page) return route.fulfill({ contentType: 'text/html', body: renderInboxPage(samplePage({ view: 'visits', requests })) });
      return route.fulfill({ status: 404 });
    });
    await page.goto(`${origin}${INBOX_PATHS.page}?view=visits`);
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    await page.emulateMedia({ media: 'print' });
    const text = await page.locator('body').innerText();
    // A PDF's page objects, not the page tree (« /Type /Pages »).
    return { pages: pdf.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0, text };
  } finally {
    await page.close();
  }
}

describe('the printed day, on A4', () => {
  it(`a full day (${FULL_DAY} visits) on one page: the date, each time, name, phone, where, who, service; nothing of tomorrow, nothing to tap`, async () => {
    const { pages, text } = await printed([...Array.from({ length: FULL_DAY }, (_, index) => request(index, TODAY)), request(99, '2026-11-27')]);
    expect(pages).toBe(1);
    expect(text).toContain('Aujourd’hui, jeudi 26\u00A0novembre\u00A02026');
    for (const said of ['7\u00A0h', 'Marie-Madeleine Ngono Essomba 0', '+237\u00A06\u00A071\u00A023\u00A045\u00A067', 'à domicile (Biyem-Assi), avec Christelle', 'Soins infirmiers à domicile']) {
      expect(text).toContain(said);
    }
    expect(text).toContain(`Marie-Madeleine Ngono Essomba ${FULL_DAY - 1}`);
    for (const hidden of ['AV-0099', 'Demain', 'Imprimer la liste du jour', 'Déplacer', 'Appeler', 'Rappel la veille']) expect(text).not.toContain(hidden);
  });

  it('a day without a visit: one page saying « Aucun rendez-vous ce jour. », the date above it', async () => {
    const { pages, text } = await printed([request(1, '2026-11-27')]);
    expect(pages).toBe(1);
    expect(text).toContain('Aujourd’hui, jeudi 26\u00A0novembre\u00A02026');
    expect(text).toContain('Aucun rendez-vous ce jour.');
    expect(text).not.toContain('AV-0001');
  });
});
