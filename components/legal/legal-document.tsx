import type { LegalPage } from '@/content/legal';
import { legalPageWords } from '@/copy/legal-page';
import type { Locale } from '@/lib/i18n';
import { PageHero } from '@/components/ui/page-hero';
import { RichText } from '@/components/ui/rich-text';
import { formatDate } from '@/lib/format';
import styles from './legal-document.module.css';

/** A legal text with its date and table of contents: what the three legal pages share. */
export function LegalDocument({ page, locale }: { page: LegalPage; locale: Locale }) {
  const t = legalPageWords[locale];
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={page.title} lead={page.intro}>
        <p className={styles.updated}>
          {t.updated}
          <time dateTime={page.updated}>{formatDate(page.updated, locale)}</time>
        </p>
      </PageHero>
      <div className="container section">
        <nav aria-labelledby="legal-toc" className={styles.toc}>
          <h2 id="legal-toc" className={styles.tocTitle}>
            {t.contents}
          </h2>
          <ol>
            {page.sections.map((section, index) => (
              <li key={section.title}>
                <a href={`#section-${index + 1}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="prose">
          {page.sections.map((section, index) => (
            // No accessible name: a document's chapters are not landmarks (13 regions drown the real
            // ones, and « Nous contacter » clashed with the footer's region).
            <section key={section.title} id={`section-${index + 1}`}>
              <h2>{section.title}</h2>
              <RichText prose={section.body} />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}
