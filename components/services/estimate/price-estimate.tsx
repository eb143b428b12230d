import { priceWords } from '@/copy/prices';
import type { Locale } from '@/lib/i18n';
import { pagePath } from '@/lib/routes';
import type { PriceRow } from '@/site/price-rows';
import { EstimateForm } from './estimate-form';
import styles from './estimate.module.css';

/**
 * « Estimer le coût », under a service's price table: a <details>, closed, so the page paints and lays
 * out as it did, and opening it moves nothing above it. Without JavaScript it is not shown at all
 * (CSS `scripting`): the table and its note say everything then.
 */
export function PriceEstimate({ locale, service, rows, note, noteId }: { locale: Locale; service: string; rows: PriceRow[]; note: string; noteId: string }) {
  const words = priceWords[locale].estimate;
  // Plain values only: what the browser needs to count, nothing it does not.
  const options = rows.map(({ option, min, max, unit, price }) => ({ option, min, ...(max === undefined ? {} : { max }), unit, price }));
  return (
    <details className={styles.estimate}>
      <summary className={styles.summary}>{words.summary}</summary>
      <EstimateForm locale={locale} service={service} options={options} words={words} note={note} noteId={noteId} requestHref={pagePath('appointment', locale)} />
    </details>
  );
}
