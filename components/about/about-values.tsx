import { about } from '@/content/about';
import { aboutPage } from '@/copy/about-page';
import { careers } from '@/copy/careers';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Section, SectionHeader } from '@/components/ui/section';
import { FeatureGrid } from './feature-grid';
import styles from './about-values.module.css';

export function AboutValues({ locale }: { locale: Locale }) {
  const t = aboutPage[locale].values;
  return (
    <Section name="about-values">
      <SectionHeader name="about-values" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <FeatureGrid items={about[locale].values} />
      {/* Carers who share these values are whom the centre hires: /recrutement/. */}
      <p className={styles.careers}>
        <ArrowLink href={pagePath('careers', locale)}>{careers[locale].aboutLink}</ArrowLink>
      </p>
    </Section>
  );
}
