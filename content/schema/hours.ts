import * as z from 'zod';
import { formatTime } from '@/lib/calendar-format';
import { frenchDay } from '@/lib/french-date';
import { ANNOUNCED_HOLIDAYS, type HolidayId } from '@/lib/holidays';
import { WEEKDAY_NAMES, WEEKDAYS, capitalised } from '@/lib/hours';
import type { Text } from '@/lib/i18n';
import { field } from './editor';
import type { SchemaKit } from './kit';
import { optional, TIME_PATTERN, withDefault } from './kit';

/*
 * When the centre answers (content/settings/centre.yml, « Horaires » and « Fermetures »): its three
 * sets of hours, each named for what it is, with the names every page and the editor show them under
 * (HOURS_SETS: copy/hours.ts hands them to pages), the days it is closed, and the public holidays'
 * names (their dates: lib/holidays.ts). The calendar pages read is content/closures.ts's.
 */

/** The sets of hours, by name: what each is, as every page that shows it and the editor say it. */
export const HOURS_SETS = {
  /** The centre's reception and telephone (the footer, /contact/); its emergencies row says the 24 h line. */
  reception: { fr: 'Accueil et téléphone', en: 'Reception and telephone' },
  /** When a visit can be booked and the centre calls families back: every promise to a family follows it. */
  appointments: { fr: 'Rendez-vous et rappels', en: 'Appointments and call-backs' },
  /** When carers come to the home. */
  homeCare: { fr: 'Soins à domicile', en: 'Care at home' },
} as const satisfies Record<string, Text>;
export type HoursSet = keyof typeof HOURS_SETS;

/** Cameroon's public holidays, as a family reads them in « Fermé le 25 décembre (Noël) ». */
export const HOLIDAY_NAMES: Record<HolidayId, Text> = {
  'new-year': { fr: 'Jour de l’an', en: 'New Year’s Day' },
  'youth-day': { fr: 'Fête de la Jeunesse', en: 'Youth Day' },
  'labour-day': { fr: 'Fête du Travail', en: 'Labour Day' },
  'national-day': { fr: 'Fête nationale', en: 'National Day' },
  assumption: { fr: 'Assomption', en: 'Assumption' },
  christmas: { fr: 'Noël', en: 'Christmas Day' },
  'good-friday': { fr: 'Vendredi saint', en: 'Good Friday' },
  'easter-monday': { fr: 'Lundi de Pâques', en: 'Easter Monday' },
  ascension: { fr: 'Ascension', en: 'Ascension Day' },
  'eid-al-fitr': { fr: 'Fin du Ramadan', en: 'End of Ramadan' },
  tabaski: { fr: 'Tabaski', en: 'Tabaski' },
};

/**
 * A row closes after it opens: « 18 h – 8 h » is a slip of the finger, which the footer and /contact/ would show
 * as typed while « Rappelez-moi » left the row out (lib/hours.ts has no night that runs past midnight).
 */
function closesAfterOpens<Row extends object>(row: Row, ctx: z.RefinementCtx<Row>) {
  const opens = 'opens' in row ? row.opens : undefined;
  const closes = 'closes' in row ? row.closes : undefined;
  // An hour typed wrong has its own message (the kit's); zod still runs this check after it.
  if (typeof opens !== 'string' || typeof closes !== 'string' || !TIME_PATTERN.test(opens) || !TIME_PATTERN.test(closes) || closes > opens) return;
  ctx.addIssue({
    code: 'custom',
    path: ['closes'],
    message: `l'heure de fermeture (${formatTime(closes, 'fr')}) vient avant l'heure d'ouverture (${formatTime(opens, 'fr')}), ou la même : corrigez l'une des deux heures.`,
  });
}

export function hoursSchemas(kit: SchemaKit) {
  const { text, isoDate, time } = kit;

  const rowLabel = field(text, { label: 'Libellé' });
  const opens = field(time, { label: 'Ouverture' });
  const closes = field(time, { label: 'Fermeture' });
  const hoursRow = z.union(
    [
      z.strictObject({
        label: rowLabel,
        days: field(z.array(z.enum(WEEKDAYS)).min(1), {
          label: 'Jours',
          widget: 'select',
          hint: 'Soit des jours avec une heure d\'ouverture et de fermeture, soit un texte (plus bas).',
          choices: Object.fromEntries(WEEKDAYS.map((day) => [day, capitalised(WEEKDAY_NAMES.fr[day])])),
        }),
        opens,
        closes,
      }),
      z.strictObject({ label: rowLabel, text: field(text, { label: 'Texte', hint: 'À la place des jours et des heures, par exemple « Urgences uniquement ».' }) }),
    ],
    { error: () => 'une ligne d’horaires a soit des jours avec une heure d’ouverture et de fermeture, soit un texte (par exemple « Urgences uniquement »).' },
  ).superRefine(closesAfterOpens);
  const rows = (set: HoursSet, hint: string) =>
    field(z.array(hoursRow).min(1), { label: HOURS_SETS[set].fr, labelSingular: 'ligne', hint, summary: '{{fields.label.fr}}' });

  const hours = z.strictObject({
    reception: rows('reception', "L'accueil et le téléphone du centre : le bas de chaque page et la page Contact. La première ligne avec des heures est celle que citent les textes."),
    appointments: rows(
      'appointments',
      'Quand on peut prendre rendez-vous et quand le centre rappelle les familles : les créneaux de « Rappelez-moi » et l’heure promise après une demande suivent ces horaires (moins les jours de fermeture).',
    ),
    homeCare: field(z.strictObject({ opens, closes }).superRefine(closesAfterOpens), { label: HOURS_SETS.homeCare.fr, hint: "Quand l'équipe de soins à domicile se déplace, tous les jours." }),
  });

  /** A day or a stretch of days the centre is closed, with why; the emergency line answers unless staff say otherwise. */
  const closure = z
    .strictObject({
      from: field(isoDate, { label: 'Premier jour', hint: 'Le premier jour de fermeture (heure de Yaoundé).' }),
      to: field(optional(isoDate), { label: 'Dernier jour', hint: 'Le dernier jour fermé, inclus. Laissez vide pour une fermeture d’un seul jour.' }),
      reason: field(text, { label: 'Raison', hint: 'Ce que lisent les familles, par exemple « Inventaire annuel » ou « Formation de l’équipe ».' }),
      emergencyLine: field(withDefault(z.boolean(), true), {
        label: 'La ligne d’urgence répond',
        hint: 'Cochée, le site dit que la ligne d’urgence répond malgré la fermeture.',
        decap: { default: true },
      }),
    })
    .superRefine((closure, ctx) => {
      if (closure.to !== undefined && closure.to < closure.from) {
        ctx.addIssue({
          code: 'custom',
          path: ['to'],
          message: `le dernier jour (${frenchDay(closure.to)}) est avant le premier (${frenchDay(closure.from)}) : corrigez l'une des deux dates.`,
        });
      }
    })
    .transform(({ to, ...closure }) => ({ ...closure, to: to ?? closure.from }));

  const closures = field(withDefault(z.array(closure), []), {
    label: 'Fermetures',
    labelSingular: 'fermeture',
    hint: 'Les jours où le centre est fermé, en plus des jours fériés (déjà connus du site). Dès la mise en ligne, chaque page qui montre les horaires annonce « Fermé le … » jusqu’au dernier jour, le formulaire de rendez-vous prévient la famille qui choisit ce jour, et « Rappelez-moi » ne propose aucun créneau ces jours-là.',
    summary: '{{fields.from}} {{fields.reason.fr}}',
  });

  /** The lunar feasts' dates once announced, and the holidays the centre works. */
  const holidays = field(
    z.strictObject({
      feasts: field(
        withDefault(
          z.array(
            z.strictObject({
              feast: field(z.enum(ANNOUNCED_HOLIDAYS), {
                label: 'Fête',
                widget: 'select',
                choices: Object.fromEntries(ANNOUNCED_HOLIDAYS.map((feast) => [feast, HOLIDAY_NAMES[feast].fr])),
              }),
              date: field(isoDate, { label: 'Date', hint: 'Le jour annoncé par les autorités.' }),
            }),
          ),
          [],
        ),
        {
          label: 'Fêtes à date variable',
          labelSingular: 'fête',
          hint: 'La fin du Ramadan et la Tabaski, dès que leur date est annoncée (la construction du site vous prévient un mois avant si une date manque) ; le lundi de Pâques, seulement l’année où il est déclaré férié. Le site connaît déjà les autres jours fériés, le Vendredi saint et l’Ascension compris.',
          summary: '{{fields.date}}',
        },
      ),
      worked: field(withDefault(z.array(field(isoDate, { label: 'Jour' })), []), {
        label: 'Jours fériés travaillés',
        labelSingular: 'jour',
        hint: 'Un jour férié où le centre est ouvert quand même : écrivez sa date, le site le traite comme un jour ordinaire.',
      }),
    }),
    { label: 'Jours fériés' },
  );

  return { hours, closures, holidays };
}
