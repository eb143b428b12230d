import { careSteps } from '@/content/services';
import { servicesPage } from '@/content/services-page';
import { Icon } from '@/components/ui/icon';
import type { Locale } from '@/lib/i18n';
import styles from './services-steps.module.css';

export function ServicesSteps({ locale }: { locale: Locale }) {
  const t = servicesPage[locale].steps;
  return (
    <section className="section section-alt" aria-labelledby="services-steps-title">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">{t.eyebrow}</span>
          <h2 id="services-steps-title">{t.title}</h2>
        </header>
        <ol className={styles.steps}>
          {careSteps[locale].map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
              <span className={styles.icon}>
                <Icon name={step.icon} size={24} />
              </span>
              <h3 className={styles.title}>{step.title}</h3>
              <p className={styles.text}>{step.description}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
