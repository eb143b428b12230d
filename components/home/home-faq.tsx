import { Link } from '@/components/ui/link';
import { faqItems } from '@/content/faq';
import { home } from '@/content/home';
import type { Locale } from '@/lib/i18n';
import type { FaqItem } from '@/content/types';
import { Accordion } from '@/components/ui/accordion';
import { Icon } from '@/components/ui/icon';
import { keepTogether, telHref } from '@/components/ui/text';
import styles from './home-faq.module.css';
import { pagePath } from '@/lib/routes';

function Answer({ item }: { item: FaqItem }) {
  const { answer } = item;
  if (answer.kind === 'contacts') {
    return (
      <>
        <p>{answer.intro}</p>
        <ul className={styles.contacts}>
          {answer.entries.map((entry) => (
            <li key={entry.value} className={styles.contact}>
              <span className={styles.contactIcon}>
                <Icon name={entry.type === 'email' ? 'mail' : 'phone'} size={20} />
              </span>
              <span>
                <span className={styles.contactLabel}>{entry.label}</span>
                <a href={entry.type === 'email' ? `mailto:${entry.value}` : telHref(entry.value)} className={styles.contactLink}>
                  {keepTogether(entry.value)}
                </a>
              </span>
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <>
      {answer.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {answer.list ? (
        <ul className={styles.list}>
          {answer.list.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {item.link ? (
        <p>
          <Link href={item.link.href} className={styles.inlineLink}>
            {item.link.label}
          </Link>
        </p>
      ) : null}
    </>
  );
}

export function HomeFaq({ locale }: { locale: Locale }) {
  const t = home[locale].faq;
  return (
    <section className="section section-sand" aria-labelledby="home-faq-title">
      <div className={`container ${styles.layout}`}>
        <header className={styles.header}>
          <p className="eyebrow">{t.eyebrow}</p>
          <h2 id="home-faq-title">{t.title}</h2>
          <p className={styles.intro}>{t.intro}</p>
        </header>
        <div className={styles.body}>
          <Accordion
            name="faq"
            items={faqItems[locale].map((item) => ({
              id: String(item.id),
              title: item.question,
              icon: item.icon,
              content: <Answer item={item} />,
            }))}
          />
          <div className={styles.more}>
            <p>
              <strong>{t.moreTitle}</strong> {t.moreText}
            </p>
            <Link href={pagePath('contact', locale)} className="btn btn-primary">
              {t.contact}
              <Icon name="arrow-right" size={20} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
