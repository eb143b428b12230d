import { about } from '@/content/about';
import type { Locale } from '@/lib/i18n';
import { FeatureGrid } from './feature-grid';

export function AboutValues({ locale }: { locale: Locale }) {
  const t = about[locale].values;
  return (
    <section className="section" aria-labelledby="about-values-title">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">{t.eyebrow}</span>
          <h2 id="about-values-title">{t.title}</h2>
          <p>{t.lead}</p>
        </header>
        <FeatureGrid items={t.items} />
      </div>
    </section>
  );
}
