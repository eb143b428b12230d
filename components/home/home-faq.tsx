import { Link } from '@/components/ui/link';
import { faqItems } from '@/content/faq';
import type { FaqItem } from '@/content/types';
import { Accordion } from '@/components/ui/accordion';
import { Icon } from '@/components/ui/icon';
import { keepTogether, telHref } from '@/components/ui/text';
import styles from './home-faq.module.css';
import { paths } from '@/lib/routes';

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

export function HomeFaq() {
  return (
    <section className="section section-sand" aria-labelledby="home-faq-title">
      <div className={`container ${styles.layout}`}>
        <header className={styles.header}>
          <p className="eyebrow">Questions fréquentes</p>
          <h2 id="home-faq-title">Vos questions, nos réponses</h2>
          <p className={styles.intro}>
            Tout ce qu'il faut savoir avant de faire appel à nous. Choisissez une question pour lire sa réponse.
          </p>
        </header>
        <div className={styles.body}>
          <Accordion
            name="faq"
            items={faqItems.map((item) => ({
              id: String(item.id),
              title: item.question,
              icon: item.icon,
              content: <Answer item={item} />,
            }))}
          />
          <div className={styles.more}>
            <p>
              <strong>Vous avez une autre question&nbsp;?</strong> Notre équipe vous répond volontiers.
            </p>
            <Link href={paths.contact} className="btn btn-primary">
              Contactez-nous
              <Icon name="arrow-right" size={20} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
