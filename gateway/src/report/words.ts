import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { DaysSource } from './model';
import type { VisitResult } from '../visits/results';
import { resultColumn, type VisitMeasure } from './visits';

/*
 * The centre's report's words (report/render.ts, report/csv.ts), French first, English beside it, as the inbox's
 * (inbox/words.ts). What a row counts is said once, here, for the page and the CSV.
 */

/** The rows of the weeks' table, in order: what each counts. */
export const MEASURES = ['received', 'taken', 'done', 'junk', 'takeMedian', 'takeP90', 'callMedian', 'callP90', 'waitedOverHour'] as const;
export type Measure = (typeof MEASURES)[number];

export interface ReportWords {
  title: string;
  back: string;
  /** What the report is, and how its times are counted. */
  intro: string;
  hours: Record<DaysSource, string>;
  weeks: { heading: string; caption: string; corner: string };
  measures: Record<Measure, string>;
  weekdays: { heading: string; caption: string; day: string };
  byHour: { heading: string; caption: string; hour: string; none: string };
  /** The short columns of the weekdays' and hours' tables. */
  columns: { received: string; taken: string; takeMedian: string; callMedian: string };
  /** The CSV's link and first columns; `made` and `held`, after a visit's column, the week it counts in (issue 83: each header says it). */
  csv: { link: string; section: string; key: string; sections: { week: string; weekday: string; hour: string }; made: string; held: string };
  /** A time no request gives (none taken, none called). */
  none: string;
  /** Requests waiting « À vérifier », not in the tables until taken or marked junk. */
  toCheck: (count: number) => string;
  /**
   * The visits agreed on the phone, week by week (issues 77, 83: visits.ts): the agreements in the week they were
   * made, the visits in the week of their day; each result's column is its table's words (results.ts).
   */
  visits: { made: { heading: string; caption: string }; held: { heading: string; caption: string }; measures: Record<Exclude<VisitMeasure, VisitResult>, string> };
}

/** A visit's measure as its row and its CSV column say it: a result's from its table. */
export function visitMeasureWords(measure: VisitMeasure, locale: Locale): string {
  const words = REPORT_WORDS[locale].visits.measures;
  return measure in words ? words[measure as Exclude<VisitMeasure, VisitResult>] : resultColumn(measure as VisitResult, locale);
}

export const REPORT_WORDS: Record<Locale, ReportWords> = {
  fr: {
    title: 'Rapport du centre',
    back: 'Boîte des demandes',
    intro: `Les demandes reçues ces cinq semaines, chacune comptée dans la semaine, le jour et l’heure où elle est arrivée. Aucun nom, aucun numéro, aucun message${nbsp}: des nombres et des délais.`,
    hours: {
      site: `Délais en minutes, comptés dans les heures d’ouverture du centre (rendez-vous et rappels, celles que le site publie), sans les jours fermés${nbsp}: une demande reçue la nuit et prise à 8${nbsp}h${nbsp}05 a attendu 5${nbsp}minutes.`,
      kept: `Délais en minutes, comptés dans les heures d’ouverture du centre que la boîte a lues la dernière fois${nbsp}: le site ne répond pas en ce moment.`,
      clock: `Délais en minutes, comptés à l’horloge, nuits comprises${nbsp}: la boîte n’a pas encore pu lire les heures d’ouverture publiées par le site.`,
    },
    weeks: { heading: 'Semaine par semaine', caption: 'Chaque colonne est une semaine, du lundi au dimanche, cette semaine à gauche.', corner: 'Semaine du' },
    measures: {
      received: 'Reçues',
      taken: 'Prises',
      done: 'Traitées',
      junk: 'Indésirables',
      takeMedian: `Prise${nbsp}: délai médian (min)`,
      takeP90: `Prise${nbsp}: 9 sur 10 en moins de (min)`,
      callMedian: `1er appel${nbsp}: délai médian (min)`,
      callP90: `1er appel${nbsp}: 9 sur 10 en moins de (min)`,
      waitedOverHour: 'Plus d’une heure d’attente',
    },
    weekdays: { heading: 'Par jour de la semaine', caption: 'Les cinq semaines ensemble, par jour où la demande est arrivée.', day: 'Jour' },
    byHour: { heading: 'Par heure de la journée', caption: 'Les cinq semaines ensemble, par heure où la demande est arrivée (heure de Yaoundé). La barre montre combien d’arrivées.', hour: 'Heure', none: 'Aucune demande ces cinq semaines.' },
    columns: { received: 'Reçues', taken: 'Prises', takeMedian: 'Prise, médiane (min)', callMedian: '1er appel, médiane (min)' },
    csv: { link: 'Télécharger en CSV (tableur)', section: 'partie', key: 'clé', sections: { week: 'semaine', weekday: 'jour', hour: 'heure' }, made: 'semaine où ils ont été fixés', held: 'semaine du rendez-vous' },
    none: '—',
    toCheck: (count) =>
      `${count === 1 ? `Une demande attend` : `${count} demandes attendent`} dans «${nbsp}À vérifier${nbsp}»${nbsp}: ${count === 1 ? 'elle compte' : 'elles comptent'} dans ces tableaux une fois ${count === 1 ? 'prise ou marquée indésirable' : 'prises ou marquées indésirables'}.`,
    visits: {
      made: {
        heading: 'Rendez-vous fixés, comptés dans la semaine où ils ont été fixés',
        caption: `Chaque rendez-vous compte dans la semaine où il a été convenu au téléphone (un lundi pour le mardi${nbsp}: la semaine de ce lundi), cette semaine à gauche. Confirmations${nbsp}: celles que la famille a demandées.`,
      },
      held: {
        heading: 'Rendez-vous, comptés dans la semaine de leur jour',
        caption: `Chaque rendez-vous compte dans la semaine de son jour, sans les annulés, cette semaine à gauche. Assiduité${nbsp}: venus ÷ (venus + absents), en pourcentage.`,
      },
      measures: {
        agreed: 'Rendez-vous fixés',
        cancelled: 'Annulés depuis',
        confirmedWhatsapp: 'Confirmation reçue par WhatsApp',
        confirmedSms: 'Confirmation reçue par SMS',
        notConfirmed: 'Confirmation non reçue',
        visits: 'Rendez-vous du jour',
        reminded: 'Rappel de la veille reçu',
        coming: `«${nbsp}Je serai là${nbsp}»`,
        changeAsked: 'Changement demandé',
        attendance: 'Assiduité, venus ÷ (venus + absents) (%)',
      },
    },
  },
  en: {
    title: 'The centre’s report',
    back: 'Requests inbox',
    intro: 'The requests received over these five weeks, each counted in the week, the day and the hour it came in. No name, no number, no message: counts and times.',
    hours: {
      site: 'Times in minutes, counted in the centre’s opening hours (appointments and call-backs, as the website publishes them), without the days closed: a request that came at night and was taken at 8:05 am waited 5 minutes.',
      kept: 'Times in minutes, counted in the centre’s opening hours as the inbox last read them: the website is not answering just now.',
      clock: 'Times in minutes, counted by the clock, nights included: the inbox could not yet read the opening hours the website publishes.',
    },
    weeks: { heading: 'Week by week', caption: 'Each column is a week, Monday to Sunday, this week on the left.', corner: 'Week of' },
    measures: {
      received: 'Received',
      taken: 'Taken',
      done: 'Done',
      junk: 'Junk',
      takeMedian: 'Taken: median time (min)',
      takeP90: 'Taken: 9 in 10 within (min)',
      callMedian: 'First call: median time (min)',
      callP90: 'First call: 9 in 10 within (min)',
      waitedOverHour: 'Waited more than an hour',
    },
    weekdays: { heading: 'By day of the week', caption: 'The five weeks together, by the day the request came in.', day: 'Day' },
    byHour: { heading: 'By hour of the day', caption: 'The five weeks together, by the hour the request came in (Yaoundé time). The bar shows how many came.', hour: 'Hour', none: 'No request over these five weeks.' },
    columns: { received: 'Received', taken: 'Taken', takeMedian: 'Taken, median (min)', callMedian: 'First call, median (min)' },
    csv: { link: 'Download as CSV (spreadsheet)', section: 'section', key: 'key', sections: { week: 'week', weekday: 'day', hour: 'hour' }, made: 'week agreed', held: 'week of the appointment' },
    none: '—',
    toCheck: (count) => `${count === 1 ? 'One request waits' : `${count} requests wait`} under “To check”: ${count === 1 ? 'it counts' : 'they count'} in these tables once taken or marked as junk.`,
    visits: {
      made: {
        heading: 'Appointments agreed, counted in the week they were agreed',
        caption: 'Each appointment counts in the week it was agreed on the phone (on a Monday for the Tuesday: that Monday’s week), this week on the left. Confirmations: those the family asked for.',
      },
      held: {
        heading: 'Appointments, counted in the week of their day',
        caption: 'Each appointment counts in the week of its day, without those cancelled, this week on the left. Attendance: came ÷ (came + did not come), as a percentage.',
      },
      measures: {
        agreed: 'Appointments agreed',
        cancelled: 'Cancelled since',
        confirmedWhatsapp: 'Confirmation received by WhatsApp',
        confirmedSms: 'Confirmation received by SMS',
        notConfirmed: 'Confirmation not received',
        visits: 'Appointments that day',
        reminded: 'Reminder the day before received',
        coming: '“I’ll be there”',
        changeAsked: 'Change asked',
        attendance: 'Attendance, came ÷ (came + did not come) (%)',
      },
    },
  },
};
