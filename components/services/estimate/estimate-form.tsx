'use client';

import { useEffect, useId, useRef, useState } from 'react';
import clsx from 'clsx';
import type { EstimateWords } from '@/copy/prices';
import { DRAFT_KEY, draftWithMessage, parseDraft, serializeDraft } from '@/lib/request/form/draft';
import { frequencyOf, type CountedUnit } from '@/lib/estimate';
import type { Locale } from '@/lib/i18n';
import { Link } from '@/components/ui/link';
import { useEarlyInput } from '@/components/ui/early-input';
import { afterNextPaint } from '@/lib/next-task';
import { estimateMessage, viewEstimate, type EstimateOption } from './estimate-text';
import field from '@/components/ui/field.module.css';
import styles from './estimate.module.css';

interface EstimateFormProps {
  locale: Locale;
  /** The service's title in the page's language, for the message. */
  service: string;
  options: readonly EstimateOption[];
  words: EstimateWords;
  /** The note under the price panel (rates are indicative), its id for the figure's description. */
  note: string;
  noteId: string;
  /** The appointment form's page. */
  requestHref: string;
}

/** The form's draft, with the estimate in its message (sessionStorage can throw: the link still opens the form). */
function writeIntoDraft(text: string) {
  try {
    const draft = draftWithMessage(parseDraft(window.sessionStorage.getItem(DRAFT_KEY)), text);
    window.sessionStorage.setItem(DRAFT_KEY, serializeDraft(draft));
  } catch {
    // The visitor can still write it: the figure stays on the page they come back to.
  }
}

/**
 * The estimator of a service's page: an option, how often, and the figure in FCFA and in euros
 * (lib/estimate.ts). « Demander ce devis » writes it into the appointment form's draft, which the form
 * restores as it opens (offline too: the draft is this tab's sessionStorage).
 */
export function EstimateForm({ locale, service, options, words, note, noteId, requestHref }: EstimateFormProps) {
  const id = useId();
  const [chosen, setChosen] = useState('');
  const [count, setCount] = useState('');
  const option = chosen === '' ? undefined : options[Number(chosen)];
  const view = viewEstimate(option, count, words, locale);
  const unit = option && frequencyOf(option.unit) !== 'none' && option.max === undefined ? (option.unit as CountedUnit) : undefined;
  const problem = view.result.kind === 'problem' && view.result.problem !== 'no-option';
  const hasFigure = view.result.kind !== 'problem';
  const root = useRef<HTMLDivElement>(null);
  // A choice made before the scripts ran (the panel opens without them): counted, not shown and ignored.
  useEarlyInput(root, (values) => {
    const early = values.get('option');
    if (early !== undefined && options[Number(early)]) setChosen(early);
  });

  // The first figure makes the browser's number formatters and plural rules, which loads ICU's data:
  // 250 ms on a slow phone, in the choice's handler. Made once the open panel has painted instead,
  // while the visitor reads the options.
  useEffect(() => {
    const details = root.current?.closest('details');
    if (!details) return;
    const prepare = () => {
      if (!details.open) return;
      details.removeEventListener('toggle', prepare);
      afterNextPaint(() => {
        for (const item of options) viewEstimate(item, '1', words, locale);
      });
    };
    details.addEventListener('toggle', prepare);
    return () => details.removeEventListener('toggle', prepare);
  }, [options, words, locale]);

  return (
    <div ref={root} className={styles.form}>
      <div className={field.field}>
        <label htmlFor={`${id}-option`} className={field.label}>
          {words.option}
        </label>
        <select id={`${id}-option`} name="option" className={clsx(field.input, styles.select)} value={chosen} onChange={(event) => setChosen(event.target.value)}>
          <option value="">{words.choose}</option>
          {options.map((item, index) => (
            <option key={item.option} value={index}>
              {item.option}
            </option>
          ))}
        </select>
      </div>

      {unit ? (
        <div className={clsx(field.field, problem && field.invalid)}>
          <label htmlFor={`${id}-count`} className={field.label}>
            {words.count[unit]}
          </label>
          <input
            id={`${id}-count`}
            className={clsx(field.input, styles.count)}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            value={count}
            onChange={(event) => setCount(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-result`}
          />
        </div>
      ) : null}

      <output id={`${id}-result`} className={clsx(styles.result, hasFigure && styles.figure)} aria-live="polite" aria-describedby={hasFigure ? noteId : undefined}>
        <span className={styles.headline}>{view.headline}</span>
        {view.euros ? <span className={styles.euros}>{view.euros}</span> : null}
        {view.how ? <span className={styles.how}>{view.how}</span> : null}
      </output>
      {hasFigure ? <p className={styles.rate}>{words.rate}</p> : null}

      {hasFigure && option ? (
        <Link href={requestHref} className="btn btn-primary" onClick={() => writeIntoDraft(estimateMessage(service, option, view, words, note))}>
          {words.request}
        </Link>
      ) : null}
    </div>
  );
}
