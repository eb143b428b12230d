import type { EstimateWords } from '@/copy/prices';
import { estimate, frequencyOf, type CountedUnit, type Estimate, type Figure, type PriceUnit } from '@/lib/estimate';
import { formatCount, formatEuros, formatFcfa } from '@/lib/format';
import { fill, pluralForm, type Locale } from '@/lib/i18n';

/*
 * What the estimator says, in the page's language, from lib/estimate.ts's arithmetic: the figure,
 * how it was made, or why there is none; and the words « Demander ce devis » writes into the
 * appointment form's message. Runs in the browser (the page's figures are the visitor's choice).
 */

/** A price line as the estimator gets it from its server parent: plain values. */
export interface EstimateOption {
  option: string;
  min: number;
  max?: number;
  unit: PriceUnit;
  /** « 2 500 FCFA / heure », as the table shows it. */
  price: string;
}

export interface EstimateView {
  result: Estimate;
  /** The figure in FCFA (or the range, or why there is none). */
  headline: string;
  /** The same in euros, when there is a figure. */
  euros?: string;
  /** How the figure was made, or why a line does not multiply. */
  how?: string;
  /** « 10 heures par semaine », when the line counts. */
  count?: string;
}

const counted = (unit: PriceUnit): unit is CountedUnit => frequencyOf(unit) !== 'none';

export function viewEstimate(option: EstimateOption | undefined, countInput: string, words: EstimateWords, locale: Locale): EstimateView {
  const result = estimate(option, countInput);
  const fcfa = (figure: Figure) => formatFcfa(figure.fcfa, locale);
  const euros = (figure: Figure) => formatEuros(figure.euroCents, locale);
  if (result.kind === 'problem') {
    return { result, headline: fill(words.problems[result.problem], { limit: formatCount(result.limit ?? 0, locale) }) };
  }
  if (result.kind === 'range') {
    return {
      result,
      headline: fill(words.range, { min: fcfa(result.min), max: fcfa(result.max) }),
      euros: fill(words.eurosRange, { min: euros(result.min), max: euros(result.max) }),
      how: words.howRange,
    };
  }
  const unit = option!.unit;
  const count = Number(countInput);
  const countText = counted(unit) ? fill(words.countText[unit][pluralForm(count, locale)], { count: formatCount(count, locale) }) : undefined;
  const price = option!.price;
  const how =
    result.kind === 'package'
      ? words.howPackage
      : unit === 'week'
        ? fill(words.howWeek, { price })
        : unit === 'month'
          ? words.howMonth
          : unit === 'day'
            ? fill(words.howDays, { price, count: countText ?? '' })
            : fill(words.howPerWeek, { price, count: countText ?? '' });
  return {
    result,
    headline: fill(words[result.kind], { fcfa: fcfa(result) }),
    euros: fill(words.euros, { euros: euros(result) }),
    how,
    ...(countText ? { count: countText } : {}),
  };
}

/** What « Demander ce devis » writes into the form's message: the service and option, the figure, the note. */
export function estimateMessage(service: string, option: EstimateOption, view: EstimateView, words: EstimateWords, note: string): string {
  return [
    fill(words.message, { service, option: `${option.option} (${option.price})` }),
    view.count,
    `${view.headline}${view.euros ? ` (${view.euros})` : ''}.`,
    view.how,
    note,
  ]
    .filter(Boolean)
    .join('\n');
}
