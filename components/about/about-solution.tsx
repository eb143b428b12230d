import { priorityGroups, solution } from '@/content/about';
import { FeatureGrid } from './feature-grid';
import styles from './about-solution.module.css';

export function AboutSolution() {
  return (
    <section className="section section-alt" aria-labelledby="about-solution-title">
      <div className="container">
        <div className={styles.solution}>
          <div>
            <p className="eyebrow">Notre réponse</p>
            <h2 id="about-solution-title" className={styles.title}>
              {solution.title}
            </h2>
          </div>
          <div>
            {solution.paragraphs.map((paragraph) => (
              <p key={paragraph} className={styles.paragraph}>
                {paragraph}
              </p>
            ))}
          </div>
        </div>
        <h3 className={styles.groupsTitle}>Les personnes que nous accompagnons en priorité</h3>
        <FeatureGrid items={priorityGroups} variant="plain" />
      </div>
    </section>
  );
}
