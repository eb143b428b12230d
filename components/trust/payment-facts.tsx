import { site } from '@/content/site';
import { trust } from '@/copy/trust';
import { ui } from '@/copy/ui';
import type { Locale } from '@/lib/i18n';
import styles from './trust.module.css';

/**
 * How a family may pay: each way with the number staff chose to publish, then the insurers and
 * mutuelles accepted. No heading of its own: the page that shows it names it (the about page, /tarifs/).
 */
export function PaymentFacts({ locale }: { locale: Locale }) {
  const { payment, insurers } = site[locale];
  const t = trust[locale];
  const colon = ui[locale].footer.colon;
  return (
    <div className={styles.list} data-trust="payment">
      <ul className={`plain-list ${styles.list}`}>
        {payment.map((entry, index) => (
          <li key={index}>
            <strong>{t.paymentMethods[entry.method]}</strong>
            {entry.number ? (
              <>
                {colon}
                <span className={styles.number}>{entry.number.display}</span>
              </>
            ) : null}
            {entry.holder ? (
              <span className={styles.line}>
                {t.holder}
                {colon}
                {entry.holder}
              </span>
            ) : null}
            {entry.note ? <span className={`${styles.line} ${styles.muted}`}>{entry.note}</span> : null}
          </li>
        ))}
      </ul>
      {insurers.length > 0 ? (
        <p className={styles.insurers} data-trust="insurers">
          <strong>
            {t.insurers}
            {colon.trimEnd()}
          </strong>{' '}
          {insurers.join(', ')}
        </p>
      ) : null}
    </div>
  );
}
