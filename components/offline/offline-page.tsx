import type { Metadata } from 'next';
import { offline } from '@/copy/offline';
import { site } from '@/content/site';
import { ContactCards } from '@/components/contact/contact-cards';
import { InfoCard } from '@/components/contact/info-card';
import layout from '@/components/contact/contact-layout.module.css';
import { PageHero } from '@/components/ui/page-hero';
import { splitLayout } from '@/components/ui/split';
import type { Locale } from '@/lib/i18n';
import { OFFLINE_PAGES_LIST } from '@/lib/service-worker/offline-page';
import styles from './offline-page.module.css';

/**
 * What the service worker shows, with no connection, in place of a page never opened on this device:
 * every way to reach the centre (a call needs no data), and the pages it can open all the same. The
 * worker writes that list into the empty <ul> when it serves the page; the page itself runs no script.
 */
export function OfflinePage({ locale }: { locale: Locale }) {
  const t = offline[locale].page;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <section className="section" aria-label={t.label}>
        <div className={`container ${splitLayout()} ${layout.layout} ${layout.layoutContact}`}>
          <div className={layout.aside}>
            <ContactCards locale={locale} callFirst />
          </div>
          <div className={layout.main}>
            <InfoCard id="pages-hors-connexion" icon="wifi-off" title={t.pagesTitle}>
              <div className={styles.found}>
                <p>{t.pagesIntro}</p>
                <ul className={`plain-list ${styles.pages}`} {...{ [OFFLINE_PAGES_LIST.attribute]: OFFLINE_PAGES_LIST.value }} />
              </div>
              <p className={styles.empty}>{t.pagesEmpty}</p>
              <p className={styles.later}>{t.later}</p>
            </InfoCard>
          </div>
        </div>
      </section>
    </>
  );
}

export function offlineMetadata(locale: Locale): Metadata {
  return {
    title: { absolute: `${offline[locale].page.metaTitle} | ${site[locale].shortName}` },
    robots: { index: false, follow: false },
  };
}
