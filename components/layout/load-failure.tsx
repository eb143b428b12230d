import { Sentence } from '@/components/ui/sentence';
import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import { LOAD_FAILURE_ATTRIBUTE, RELOAD_ATTRIBUTE } from './load-failure-marks';
import styles from './load-failure.module.css';

/**
 * What a page says when one of its scripts could not be had (a deploy this device has not caught up
 * with, and no connection): hidden in every page, in the page's language, and shown by
 * app/global-error.tsx over the page kept as it came. A few hundred bytes of HTML, no script.
 */
export function LoadFailure({ locale }: { locale: Locale }) {
  const t = ui[locale].loadFailure;
  return (
    <div hidden className={styles.notice} {...{ [LOAD_FAILURE_ATTRIBUTE]: '' }}>
      <p className="container">
        <Sentence
          text={t.text}
          fill={{
            reload: (
              <button type="button" className={styles.reload} {...{ [RELOAD_ATTRIBUTE]: '' }}>
                {t.reload}
              </button>
            ),
          }}
        />
      </p>
    </div>
  );
}
