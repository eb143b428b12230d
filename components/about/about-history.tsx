import { about } from '@/content/about';
import { aboutPage } from '@/copy/about-page';
import { site } from '@/content/site';
import { serviceAvailability } from '@/copy/centre';
import { hoursWords } from '@/copy/hours';
import type { Locale } from '@/lib/i18n';
import { FactList, type Fact } from '@/components/ui/fact-list';
import { Section, SectionTitle } from '@/components/ui/section';
import { formatDate } from '@/lib/format';
import styles from './about-history.module.css';
import { Artwork } from '@/components/ui/artwork';
import { splitLayout } from '@/components/ui/split';
import { RichText } from '@/components/ui/rich-text';
import { fromWidth } from '@/lib/breakpoints';

export function AboutHistory({ locale }: { locale: Locale }) {
  const { images, history } = about[locale];
  const t = aboutPage[locale].history;
  const centre = site[locale];
  const facts: Fact[] = [
    {
      icon: 'calendar',
      term: t.founded,
      value: <time dateTime={centre.foundingDate}>{formatDate(centre.foundingDate, locale)}</time>,
    },
    {
      icon: 'stethoscope',
      term: t.foundedBy,
      value: (
        <>
          {centre.founder.name}
          <span className={styles.muted}>{centre.founder.role}</span>
        </>
      ),
    },
    { icon: 'map-pin', term: t.zone, value: centre.serviceZone },
    { icon: 'clock', term: hoursWords[locale].sets.homeCare, value: serviceAvailability(centre.hours.homeCare, locale) },
  ];
  return (
    <Section name="about-history" layout={`${splitLayout()} ${styles.layout}`}>
      <div className={styles.text}>
        <SectionTitle name="about-history" eyebrow={t.eyebrow} title={t.title} />
        <RichText prose={history} />
      </div>
      <aside className={styles.aside} aria-label={t.factsLabel}>
        <Artwork
          image={images.team}
          // In the first screen on a computer, where it is the largest element.
          loading="eager"
          fetchPriority="high"
          className={styles.image}
          sizes={`${fromWidth('desktop')} 50vw, 100vw`}
        />
        <FactList facts={facts} badges className={styles.facts} />
      </aside>
    </Section>
  );
}
