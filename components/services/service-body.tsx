import clsx from 'clsx';
import { site } from '@/content/site';
import type { Service } from '@/content/types';
import { accentClass } from '@/components/ui/accent';
import { RichText } from '@/components/ui/rich-text';
import { absoluteUrl } from '@/lib/metadata';
import { ServicePanels } from './service-panels';
import { ShareStrip } from '@/components/share/share-strip';
import { shareCopy } from '@/content/share';
import styles from './service-body.module.css';
import { servicePath } from '@/lib/routes';

/** The long description and share strip, beside the three practical panels. */
export function ServiceBody({ service }: { service: Service }) {
  return (
    <div className={clsx('section container', styles.layout, accentClass(service.color))}>
      <div className={styles.main}>
        <article className={`prose ${styles.prose}`} aria-label={`Présentation\u00A0: ${service.title}`}>
          <RichText blocks={service.longDescription} />
        </article>
        <ShareStrip
          url={absoluteUrl(servicePath(service.id))}
          title={`${service.title} | ${site.shortName}`}
          text={`${service.title}, à domicile à Yaoundé avec ${site.shortName}\u00A0:`}
          copy={shareCopy}
        />
      </div>
      <aside className={styles.aside} aria-label="En pratique">
        <ServicePanels service={service} />
      </aside>
    </div>
  );
}
