import { careers } from '@/copy/careers';
import type { Job } from '@/content/jobs';
import type { CentreContacts } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { APPLICATION_ID, pagePath } from '@/lib/routes';
import { ApplicationForm } from './application/application-form';
import type { PositionChoice } from './application/application-copy';
import { DEFAULT_COUNTRY, countryName } from './phone/phone-country';

/**
 * /recrutement/'s application, in the page's language, at the anchor a position's « Postuler » leads to.
 * `jobs`: the open positions (the French title is what the centre reads), then a spontaneous application;
 * `chosen`: the slug of the position whose page it is on, already chosen in the HTML.
 */
export function ApplicationCard({
  locale,
  contacts,
  jobs,
  frenchTitles,
  chosen,
}: {
  locale: Locale;
  contacts: CentreContacts;
  jobs: Job[];
  frenchTitles: Record<string, string>;
  chosen?: string;
}) {
  const words = careers[locale];
  const positions: PositionChoice[] = [
    { value: '', label: words.form.spontaneous, slug: '' },
    ...jobs.map((job) => ({ value: frenchTitles[job.slug] ?? job.title, label: job.title, slug: job.slug })),
  ];
  return (
    <div id={APPLICATION_ID}>
      <ApplicationForm
        copy={{ ...words.form, sent: words.sent, locale }}
        contacts={contacts}
        positions={positions}
        {...(chosen ? { chosen } : {})}
        defaultCountryName={countryName(DEFAULT_COUNTRY, locale)}
        privacyHref={pagePath('privacy', locale)}
      />
    </div>
  );
}
