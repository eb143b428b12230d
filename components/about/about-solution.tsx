import { about } from '@/content/about';
import type { Locale } from '@/lib/i18n';
import { FeatureGrid } from './feature-grid';
import styles from './about-solution.module.css';

export function AboutSolution({ locale }: { locale: Locale }) {
  const t = about[locale].solution;
  return (
    <section className="section section-alt" aria-labelledby="about-solution-title">
      <div className="container">
        <div className={styles.solution}>
          <div>
            <p className="eyebrow">{t.eyebrow}</p>
            <h2 id="about-solution-title" className={styles.title}>
              {t.title}
            </h2>
          </div>
          <div>
            {t.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        <h3 className={styles.groupsTitle}>{t.groupsTitle}</h3>
        <FeatureGrid items={t.groups} variant="plain" />
      </div>
    </section>
  );
}
