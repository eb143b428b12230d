import { ArrowLink } from '@/components/ui/arrow-link';
import { Link } from '@/components/ui/link';
import { faqItems } from '@/content/faq';
import { contact } from '@/copy/contact';
import { home } from '@/copy/home';
import type { Locale } from '@/lib/i18n';
import type { FaqItem } from '@/content/types';
import { Accordion } from '@/components/ui/accordion';
import { CardGrid } from '@/components/ui/card-grid';
import { Icon } from '@/components/ui/icon';
import { RichText } from '@/components/ui/rich-text';
import { Section, SectionTitle } from '@/components/ui/section';
import { splitLayout } from '@/components/ui/split';
import styles from './home-faq.module.css';
import { pagePath } from '@/lib/routes';

function Answer({ item, locale }: { item: FaqItem; locale: Locale }) {
  return (
    <>
      <RichText prose={item.answer} components={{ ul: (props) => <ul {...props} className={styles.list} /> }} />
      {item.contacts ? (
        <CardGrid columns={2} gap={3}>
          {item.contacts.map((entry) => {
            const { label, text, href } =
              entry.type === 'email'
                ? { label: contact[locale].contact.email, text: entry.value, href: `mailto:${entry.value}` }
                : { label: entry.phone.label, text: entry.phone.display, href: `tel:${entry.phone.e164}` };
            return (
              <li key={href} className={styles.contact}>
                <span className="icon-badge">
                  <Icon name={entry.type === 'email' ? 'mail' : 'phone'} size={20} />
                </span>
                <span>
                  <span className={styles.contactLabel}>{label}</span>
                  <a href={href} className={styles.contactLink}>
                    {text}
                  </a>
                </span>
              </li>
            );
          })}
        </CardGrid>
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
    <Section name="home-faq" tone="sand" layout={`${splitLayout()} ${styles.layout}`}>
      <header className={styles.header}>
        <SectionTitle name="home-faq" eyebrow={t.eyebrow} title={t.title} />
        <p className={styles.intro}>{t.intro}</p>
      </header>
      <div className={styles.body}>
        <Accordion
          name="faq"
          items={faqItems[locale].map((item) => ({
            id: String(item.id),
            title: item.question,
            icon: item.icon,
            content: <Answer item={item} locale={locale} />,
          }))}
        />
        <div className={`row-apart ${styles.more}`}>
          <p>
            <strong>{t.moreTitle}</strong> {t.moreText}
          </p>
          <ArrowLink href={pagePath('contact', locale)} button="primary">
            {t.contact}
          </ArrowLink>
        </div>
      </div>
    </Section>
  );
}
