import { about } from '@/content/about';
import { siteSource } from '@/content/site';
import { aboutPage } from '@/copy/about-page';
import { Icon } from '@/components/ui/icon';
import { fill, type Locale } from '@/lib/i18n';
import styles from './about-figures.module.css';

export function AboutFigures({ locale }: { locale: Locale }) {
  const { figures } = about[locale];
  return (
    <section className={styles.band} aria-labelledby="about-figures-title">
      <div className="container">
        <h2 id="about-figures-title" className="visually-hidden">
          {fill(aboutPage[locale].figuresTitle, { centre: siteSource.shortName })}
        </h2>
        <ul className={`plain-list ${styles.grid}`}>
          {figures.map((figure) => (
            <li key={figure.label} className={styles.figure}>
              <Icon name={figure.icon} size={28} className={styles.icon} />
              <span className={styles.value}>{figure.value}</span>
              <span className={styles.label}>{figure.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
