import * as z from 'zod';
import { frenchDay } from '@/lib/french-date';
import { CONTRACTS, PAY_PERIODS } from '@/lib/jobs';
import { field } from './editor';
import type { SchemaKit } from './kit';
import { optional, withDefault } from './kit';
import { checkRange, fcfaRange, selectOf, type SharedFields } from './shared';

/** What staff may type instead of a figure: the pay is then not published, as if left empty. */
const TO_BE_SET = /^\s*(?:à|a)\s+pr[ée]ciser\.?\s*$/i;

/** The pay left empty or « à préciser »: no figure on the page, no baseSalary for Google. */
function payNotGiven(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() === '' || TO_BE_SET.test(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const { min, max } = value as { min?: unknown; max?: unknown };
    return [min, max].every((amount) => amount === undefined || amount === null || (typeof amount === 'string' && (amount.trim() === '' || TO_BE_SET.test(amount))));
  }
  return value === undefined || value === null;
}

/** Why to give the pay: staff read it under the field (the editor) and in the build's list of warnings. */
const WHY_PAY = 'une offre sans salaire reçoit moins de candidatures, et Google la montre sans salaire';
export const NO_PAY_WARNING = `vide : ${WHY_PAY}. Écrivez un montant ou une fourchette si le centre peut le publier.`;

// The positions the centre posts (content/jobs/<slug>.yml), on /recrutement/ from `datePosted` through
// `validThrough` (Yaoundé's days: lib/jobs.ts); the daily rebuild takes a closed one down.

export function jobSchemas(kit: SchemaKit, shared: SharedFields) {
  const { text, name, isoDate, fcfa } = kit;
  const { title, titledCards } = shared;
  const points = (label: string, labelSingular: string, hint: string) =>
    field(z.array(text).min(1, { error: `écrivez au moins un point dans « ${label} ».` }), { label, labelSingular, hint, summary: '{{fields.fr}}' });

  const job = z
    .strictObject({
      title: field(title, { hint: 'Le métier, comme on le cherche : « Aide-soignant(e) à domicile ». C’est aussi ce que le centre lit en tête de chaque candidature.' }),
      contract: selectOf(CONTRACTS, { label: 'Contrat', choices: { cdi: 'CDI', cdd: 'CDD', vacations: 'Vacations (payées à la garde)', stage: 'Stage' } }, { empty: 'le contrat est vide', notOne: "n'est pas un contrat", choose: 'choisissez CDI, CDD, vacations ou stage.' }),
      partTime: field(withDefault(z.boolean(), false), {
        label: 'Temps partiel',
        hint: 'Cochez si le poste est à temps partiel (quelques nuits ou quelques jours par semaine). Google le dit aux candidats.',
      }),
      hours: field(text, { label: 'Horaires', hint: 'Par exemple « 40 heures par semaine, de jour, un week-end sur deux ».' }),
      pay: field(
        z.preprocess(
          (value) => (payNotGiven(value) ? undefined : value),
          optional(
            z
              .strictObject({
                ...fcfaRange(fcfa, {
                  min: { label: 'Montant', hint: 'En FCFA, en chiffres (90000, 90 000 ou 90.000). Laissez vide, ou écrivez « à préciser », si le centre ne le publie pas.' },
                  max: { label: 'Montant maximum', hint: 'Pour une fourchette (« de 90 000 à 120 000 FCFA »). Sinon, laissez vide.' },
                }),
                per: selectOf(PAY_PERIODS, { label: 'Par', hint: 'Pour une garde, donnez le montant par jour ou par heure.', choices: { month: 'Mois', week: 'Semaine', day: 'Jour', hour: 'Heure' } }, { empty: 'la période du salaire est vide', notOne: "n'est pas une période", choose: 'choisissez par mois, par semaine, par jour ou par heure.' }),
              })
              .superRefine(checkRange),
          ),
        ),
        {
          label: 'Salaire',
          hint: `Facultatif, mais ${WHY_PAY}. Un montant (90 000) ou une fourchette (90 000 à 120 000), par mois, semaine, jour ou heure.`,
        },
      ),
      quartiers: field(z.array(field(name, { label: 'Quartier' })).min(1, { error: 'nommez au moins un quartier où se trouve le travail.' }), {
        label: 'Quartiers',
        labelSingular: 'quartier',
        hint: 'Où se trouvent les familles chez qui l’on travaille (Bastos, Mvog-Ada, Biyem-Assi…).',
      }),
      summary: field(text, { label: 'Le poste', widget: 'text', hint: 'Deux ou trois phrases : ce que fait la personne au quotidien, et pour qui.' }),
      requirements: points('Ce que nous demandons', 'exigence', 'Diplôme, expérience, qualités. Une ligne par point.'),
      offer: points('Ce que nous offrons', 'avantage', 'Salaire, formation, transport, horaires… Une ligne par point.'),
      datePosted: field(isoDate, { label: 'Publiée le', hint: "L'offre apparaît sur le site à partir de ce jour (heure de Yaoundé)." }),
      validThrough: field(isoDate, {
        label: "Ouverte jusqu'au",
        hint: "Le dernier jour où l'on peut postuler. Le lendemain matin, l'offre disparaît du site, de Google et du plan du site, toute seule.",
      }),
    })
    .superRefine((job, ctx) => {
      if (job.validThrough < job.datePosted) {
        ctx.addIssue({
          code: 'custom',
          path: ['validThrough'],
          message: `l'offre fermerait le ${frenchDay(job.validThrough)}, avant d'être publiée le ${frenchDay(job.datePosted)} : corrigez l'une des deux dates.`,
        });
      }
    });

  /** /recrutement/'s « why work with us »: values, training, pay, where (content/careers/page.yml). */
  const careersPage = z.strictObject({
    reasons: titledCards({ label: 'Pourquoi nous rejoindre', labelSingular: 'raison', hint: 'Les cartes en haut de la page Recrutement : nos valeurs, la formation, le salaire, où l’on travaille.' }),
  });

  return { job, careersPage };
}
