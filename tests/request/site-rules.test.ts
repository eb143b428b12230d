import { describe, expect, it } from 'vitest';
import { readSiteRules } from '@/lib/request/site-rules';
import { requestRules } from '@/site/request-rules';
import { services } from '@/content/services';
import { site } from '@/content/site';

/*
 * The content's facts the request gateway reads from the site (lib/request/site-rules.ts): what the build
 * writes reads back whole, and anything else, as a stranger or a broken host may serve it, reads as nothing.
 */

describe('the rules the build publishes for the gateway', () => {
  const built = JSON.parse(JSON.stringify(requestRules('2026-12-20')));

  it('read back as written, from the content', () => {
    expect(readSiteRules(built)).toEqual(built);
    expect(built.services.fr.at(-1)).toBe('Autre');
    // What « Rappelez-moi » on each service's page carries: the service's French title, which the form's list may not hold (issue 67.5).
    expect(built.serviceTitles).toEqual(services.fr.map((service) => service.title));
    expect(built.hours.length).toBeGreaterThan(0);
    expect(built.closures.every((closure: { to: string }) => closure.to >= '2026-12-20')).toBe(true);
    // Christmas is a public holiday, and says so: the e-mail names it as one (lib/request/payload.ts).
    expect(built.closures.find((closure: { from: string }) => closure.from === '2026-12-25')).toEqual({ from: '2026-12-25', to: '2026-12-25', reason: 'Noël', holiday: true });
    // Where a home visit may be, and the number an appointment's messages give (issue 77): the centre's, as it writes them.
    expect(built.districts).toEqual(site.fr.quartiers.map((quartier) => quartier.name));
    expect(built.phone).toEqual({ display: site.fr.phones.reception.display, e164: site.fr.phones.reception.e164 });
  });

  it('reads an older site’s file, which publishes no districts and no phone: those absent, the rest whole (issue 77)', () => {
    const { districts, phone, ...older } = built as { districts: string[]; phone: unknown };
    void districts;
    void phone;
    expect(readSiteRules(older)).toEqual(older);
  });

  it('read as nothing when any part is not what the build writes', () => {
    const broken = [
      null,
      [],
      { ...built, day: '20/12/2026' },
      { ...built, services: { fr: built.services.fr } },
      { ...built, services: { ...built.services, en: [1] } },
      { ...built, serviceTitles: undefined },
      { ...built, serviceTitles: ['Aide à domicile', 2] },
      { ...built, positions: [{ title: 'Aide-soignant', datePosted: '2026-12-01' }] },
      { ...built, hours: [{ days: ['Lundi'], opens: '08:00', closes: '18:00' }] },
      { ...built, hours: [{ days: ['Monday'], opens: '8h', closes: '18:00' }] },
      { ...built, closures: [{ from: '2027-01-02', to: '2027-01-02' }] },
      { ...built, closures: 'none' },
      { ...built, closures: [{ from: '2027-01-02', to: '2027-01-02', reason: 'inventaire', holiday: 'oui' }] },
      { ...built, districts: 'Bastos' },
      { ...built, districts: ['Bastos', ''] },
      { ...built, phone: { display: '+237 6 00 00 00 01', e164: '600000001' } },
      { ...built, phone: '+237600000001' },
    ];
    for (const raw of broken) expect(readSiteRules(raw)).toBeNull();
  });
});
