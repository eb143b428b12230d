import { careers } from '@/copy/careers';
import type { OwnWords } from '@/copy/request/form-copy';
import { frenchTitles, jobs } from '@/content/jobs';
import type { Locale } from '@/lib/i18n';
import { APPLICATION_ID, POSITION_PARAM } from '@/lib/routes';
import { choicesOf } from '@/site/choice-lists';
import type { ApplicationCopy } from './application/application-copy';
import { ApplicationForm } from './application/application-form';
import { KindCard } from './kind-card';

/**
 * /recrutement/'s application, in the page's language, at the anchor a position's « Postuler » leads to: the
 * open positions (the French title is what the centre reads) after a spontaneous application; `chosen`, the slug
 * of the position whose page it is on, already chosen in the HTML (or, from a link shared before positions had
 * pages, ?poste=<slug> once the scripts run).
 */
export function ApplicationCard({ locale, chosen }: { locale: Locale; chosen?: string }) {
  const words = careers[locale];
  const copy: OwnWords<ApplicationCopy> = { ...words.form, locale, failed: words.sent.failed, unreachable: words.sent.unreachable, sent: words.sent };
  const open = Object.fromEntries(jobs[locale].map((job) => [job.slug, frenchTitles[job.slug] ?? job.title]));
  const position = chosen ? open[chosen] : undefined;
  return (
    <KindCard
      kind="application"
      locale={locale}
      copy={copy}
      id={APPLICATION_ID}
      choices={{ position: [{ value: '', label: words.form.spontaneous }, ...choicesOf('positions', locale)] }}
      {...(position ? { start: { position } } : {})}
      fromAddress={{ param: POSITION_PARAM, field: 'position', values: open }}
      Form={ApplicationForm}
    />
  );
}
