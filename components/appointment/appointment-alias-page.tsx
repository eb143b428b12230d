import { Link } from '@/components/ui/link';
import { pages } from '@/copy/pages';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { pagePath } from '@/lib/routes';

// The correctly spelt alias of the form page: it sends the visitor on, and search engines to the real page.
// A file of its own, so the alias's route does not load the form's scripts and styles.
export const appointmentAliasMetadata = (locale: Locale) =>
  staticPageMetadata('appointmentAlias', locale, { noIndex: true, canonicalPath: pagePath('appointment', locale) });

export function AppointmentAliasPage({ locale }: { locale: Locale }) {
  const t = pages[locale].appointmentAlias;
  const target = pagePath('appointment', locale);
  return (
    <section className="section container">
      <meta httpEquiv="refresh" content={`0;url=${target}`} />
      <h1>{t.hero.title}</h1>
      <p>{t.hero.lead}</p>
      <p>
        <Link href={target} className="btn btn-primary">
          {t.continue}
        </Link>
      </p>
    </section>
  );
}
