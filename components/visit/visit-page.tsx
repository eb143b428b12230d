import type { Metadata } from 'next';
import { PageHero } from '@/components/ui/page-hero';
import { visitCopy } from '@/copy/request/visit';
import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import { visitPath } from '@/lib/routes';
import { pageMetadata } from '@/site/metadata';
import { visitCentre } from '@/site/visit-centre';
import { VisitContact } from './visit-contact';
import { VisitView } from './visit-view';

/**
 * A visit's page (issue 77), opened from its confirmation message on any phone: `/rendez-vous/#<token>`. The page
 * is the same for everyone (the visit comes from the gateway, by the token of the address's fragment: VisitView),
 * never indexed, in no sitemap and no menu; below the visit, whatever it reads, the centre's phone and WhatsApp.
 */
export function VisitPage({ locale }: { locale: Locale }) {
  const words = visitCopy[locale];
  const centre = visitCentre(locale);
  const newTab = ui[locale].newTab;
  return (
    <>
      <PageHero title={words.page.title} />
      <section className="section" aria-label={words.page.title}>
        <div className="container container-narrow">
          <VisitView locale={locale} words={words} centre={centre} />
          <div>
            <h2>{words.page.contactTitle}</h2>
            <VisitContact centre={centre} words={words} newTab={newTab} />
          </div>
        </div>
      </section>
    </>
  );
}

/** Its title and description (a link's preview on WhatsApp shows them: never anything of the visit), never in a search engine. */
export function visitMetadata(locale: Locale): Metadata {
  const { title, description } = visitCopy[locale].page;
  return pageMetadata({ title, description, path: visitPath(locale), locale, noIndex: true });
}
