import { about } from '@/content/about';
import { aboutPage } from '@/copy/about-page';
import type { Locale } from '@/lib/i18n';
import { Section, SectionTitle } from '@/components/ui/section';
import { RichText } from '@/components/ui/rich-text';
import { FeatureGrid } from './feature-grid';
import styles from './about-solution.module.css';

export function AboutSolution({ locale }: { locale: Locale }) {
  const { solution, groups } = about[locale];
  const t = aboutPage[locale].solution;
  return (
    <Section name="about-solution" tone="alt">
      <div className={styles.solution}>
        <div>
          <SectionTitle name="about-solution" eyebrow={t.eyebrow} title={t.title} className={styles.title} />
        </div>
        <div>
          <RichText prose={solution} components={{ p: (props) => <p {...props} className={styles.paragraph} /> }} />
        </div>
      </div>
      <h3 className={styles.groupsTitle}>{t.groupsTitle}</h3>
      <FeatureGrid items={groups} variant="plain" />
    </Section>
  );
}
