import { about } from '@/content/about';
import { aboutPage } from '@/copy/about-page';
import type { Locale } from '@/lib/i18n';
import { Attribution } from '@/components/ui/attribution';
import { Icon } from '@/components/ui/icon';
import { Section, SectionTitle } from '@/components/ui/section';
import styles from './about-founder.module.css';
import { Artwork } from '@/components/ui/artwork';
import { splitLayout } from '@/components/ui/split';

export function AboutFounder({ locale }: { locale: Locale }) {
  const { images, founder } = about[locale];
  const t = aboutPage[locale].founder;
  const portrait = images.founder;
  return (
    <Section name="about-founder" tone="sand" layout={`${splitLayout()} ${styles.layout}`}>
      <div className={styles.portraitWrap}>
        <Artwork image={portrait} lazy className={styles.portrait} sizes="(min-width: 24rem) 22rem, 100vw" />
      </div>
      <div>
        <SectionTitle name="about-founder" eyebrow={t.eyebrow} title={t.title} />
        <figure className={styles.figure}>
          <Icon name="quote" size={40} className={styles.quoteIcon} />
          <blockquote className={styles.quote}>
            <p>{founder.quote}</p>
          </blockquote>
          <figcaption className={styles.caption}>
            <Attribution name={founder.author} role={founder.role} />
          </figcaption>
        </figure>
      </div>
    </Section>
  );
}
