import { addDays } from '@/lib/douala-date';
import { DAY_SLACK } from '@/lib/request/check';
import type { SiteRules } from '@/lib/request/site-rules';

/*
 * The site's published rules (lib/request/site-rules.ts) as a test's site publishes them, around `today`: the
 * form's services in each language (« Autre » last), every service's French title (what « Rappelez-moi » on a
 * service's page carries), and positions open, closed within the days a device may keep an application, and closed
 * before. The gateway's workerd tests serve it from the mailbox (gateway-setup.ts).
 */

export const PUBLISHED = {
  services: ['Soins infirmiers à domicile', 'Suivi de grossesse', 'Autre'],
  serviceTitles: ['Aide à la vie quotidienne', 'Soins médicaux à domicile'],
  open: 'Aide-soignant(e)',
  /** Closed on the last day a kept application may still leave for it. */
  closedLately: 'Infirmier(e) de nuit',
  /** Closed the day before that. */
  closedLong: 'Secrétaire médical(e)',
  districts: ['Bastos', 'Nlongkak', 'Biyem-Assi'],
  phone: { display: '+237\u00A06\u00A000\u00A000\u00A000\u00A001', e164: '+237600000001' },
} as const;

export function publishedRules(today: string): SiteRules & { serviceTitles: string[] } {
  return {
    day: today,
    services: { fr: [...PUBLISHED.services], en: [...PUBLISHED.services] },
    serviceTitles: [...PUBLISHED.serviceTitles],
    positions: [
      { title: PUBLISHED.open, datePosted: addDays(today, -20), validThrough: addDays(today, 30) },
      { title: PUBLISHED.closedLately, datePosted: addDays(today, -60), validThrough: addDays(today, -DAY_SLACK.before) },
      { title: PUBLISHED.closedLong, datePosted: addDays(today, -60), validThrough: addDays(today, -DAY_SLACK.before - 1) },
    ],
    // Every day, all day long: no line about the hours in any test's e-mail.
    hours: [{ days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'], opens: '07:00', closes: '22:00' }],
    closures: [],
    // Where a home visit may be, and the number an appointment's messages give (issue 77).
    districts: [...PUBLISHED.districts],
    phone: PUBLISHED.phone,
  };
}
