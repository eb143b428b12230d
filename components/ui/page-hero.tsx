import clsx from 'clsx';
import styles from './page-hero.module.css';

interface PageHeroProps {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
  className?: string;
}

/** The coloured band that opens inner pages, with the page's only h1. */
export function PageHero({ eyebrow, title, lead, children, className }: PageHeroProps) {
  return (
    <section className={clsx(styles.hero, className)}>
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
