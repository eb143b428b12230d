import * as z from 'zod';
import { frenchDay } from '@/lib/french-date';
import { CONTRACTS } from '@/lib/jobs';
import { field } from './editor';
import type { SchemaKit } from './kit';
import type { SharedFields } from './shared';

// The positions the centre posts (content/jobs/<slug>.yml), on /recrutement/ from `datePosted` through
// `validThrough` (Yaoundé's days: lib/jobs.ts); the daily rebuild takes a closed one down.

export function jobSchemas(kit: SchemaKit, shared: SharedFields) {
  const { text, name, isoDate } = kit;
  const { title, titled } = shared;
  const points = (label: string, labelSingular: string, hint: string) =>
    field(z.array(text).min(1, { error: `écrivez au moins un point dans « ${label} ».` }), { label, labelSingular, hint, summary: '{{fields.fr}}' });

  const job = z
    .strictObject({
      title: field(title, { hint: 'Le métier, comme on le cherche : « Aide-soignant(e) à domicile ». C’est aussi ce que le centre lit en tête de chaque candidature.' }),
      contract: field(z.enum(CONTRACTS, { error: (issue) => `${issue.input === undefined ? 'le contrat est vide' : `« ${String(issue.input)} » n'est pas un contrat`} : choisissez CDI, CDD, vacations ou stage.` }), {
        label: 'Contrat',
        widget: 'select',
        choices: { cdi: 'CDI', cdd: 'CDD', vacations: 'Vacations (payées à la garde)', stage: 'Stage' },
      }),
      hours: field(text, { label: 'Horaires', hint: 'Par exemple « 40 heures par semaine, de jour, un week-end sur deux ».' }),
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
    reasons: field(z.array(titled).min(1), {
      label: 'Pourquoi nous rejoindre',
      labelSingular: 'raison',
      hint: 'Les cartes en haut de la page Recrutement : nos valeurs, la formation, le salaire, où l’on travaille.',
      summary: '{{fields.title.fr}}',
    }),
  });

  return { job, careersPage };
}
