import { Link } from '@/components/ui/link';
import { navigation } from '@/copy/navigation';
import { ui } from '@/copy/ui';
import { otherLocale, type Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import { pagesWithoutTwin } from '@/site/site-routes';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { SiteNav } from './site-nav';
import styles from './site-header.module.css';

export function SiteHeader({ locale }: { locale: Locale }) {
  const t = ui[locale];
  const { main, consultation } = navigation[locale];
  const withoutTwin = pagesWithoutTwin(locale);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href={pagePath('home', locale)} className={styles.brand}>
          <Logo locale={locale} compact />
          <span className="visually-hidden">{t.header.homeSuffix}</span>
        </Link>
        <SiteNav
          links={main}
          cta={consultation}
          label={t.header.navLabel}
          menuLabel={t.header.menu}
          languageSwitch={
            <LanguageSwitch
              to={otherLocale(locale)}
              words={t.languageSwitch}
              className={styles.language}
              // Only when there is one: pages in both languages, the usual case, send nothing more.
              {...(Object.keys(withoutTwin).length > 0 ? { fallbacks: withoutTwin } : {})}
            />
          }
        />
      </div>
    </header>
  );
}
