import { values } from '@/content/about';
import { FeatureGrid } from './feature-grid';

export function AboutValues() {
  return (
    <section className="section" aria-labelledby="about-values-title">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">Nos valeurs</span>
          <h2 id="about-values-title">Ce qui fait la différence</h2>
          <p>Des soignants compétents, du matériel fiable et, toujours, le respect de la personne.</p>
        </header>
        <FeatureGrid items={values} />
      </div>
    </section>
  );
}
