import clsx from 'clsx';
import { servicesPage } from '@/copy/services-page';
import { shareCopy } from '@/copy/share';
import { accentClass } from '@/components/ui/accent';
import { RichText } from '@/components/ui/rich-text';
import { ShareStrip } from '@/components/share/share-strip';
import { CallbackCard } from '@/components/request/callback-card';
import { fill, type Locale } from '@/lib/i18n';
import type { ServiceSetting, ServiceShown } from '@/site/page-settings';
import { ServicePanels } from './service-panels';
import styles from './service-body.module.css';

/**
 * The long description and share strip, beside the three practical panels and « Rappelez-moi » (which
 * sends the service's French title, the name the centre knows it by).
 */
export function ServiceBody({ service, setting, url, locale, centreTitle }: { service: ServiceShown; setting: ServiceSetting; url: string; locale: Locale; centreTitle: string }) {
  const t = servicesPage[locale].detail;
  const { brand } = setting;
  return (
    <div className={clsx('section container', styles.layout, accentClass(service.color))}>
      <div className={styles.main}>
        <article className={`prose ${styles.prose}`} aria-label={`${t.presentation}${service.title}`}>
          <RichText prose={service.body} />
        </article>
        <ShareStrip
          url={url}
          title={`${service.title} | ${brand}`}
          text={fill(t.shareText, { service: service.title, brand })}
          copy={shareCopy[locale]}
        />
      </div>
      <aside className={styles.aside} aria-label={t.practical}>
        <ServicePanels service={service} setting={setting} locale={locale} />
        <CallbackCard locale={locale} contacts={setting.contacts} service={centreTitle} />
      </aside>
    </div>
  );
}
