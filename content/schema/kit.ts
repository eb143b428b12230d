import * as z from 'zod';
import { readAmount, type AmountProblem, MAX_AMOUNT } from '@/lib/amount';
import { formatFcfa } from '@/lib/format';
import { dateRefusal } from '@/lib/french-date';
import { ICON_NAMES } from '@/lib/icon-names';
import type { Locale } from '@/lib/i18n';
import type { Prose } from '@/lib/prose';
import { publicationDay } from '@/lib/publication';
import type { ResponsivePhoto } from '@/lib/responsive-image';
import { PAGE_NAMES } from '@/lib/routes';
import { DATE_WIDGET, described, field, ICON_LABELS, MARKDOWN_WIDGET, PAGE_LABELS } from './editor';
import { EMPTY_TEXT, quoted } from './messages';

/*
 * The kinds of field content files are made of, each with its check and its French message. A
 * field's schema also turns what staff typed into what pages show: a text gets its typography and
 * its {placeholders}, Markdown becomes HTML nodes, an image gets its width and height from its file.
 * That work is the loader's (content/load/); it reaches the schemas through a SchemaContext, so the
 * types pages use are the schemas' own output (z.output), not a second description of the files.
 */

/** Says what is wrong with a value, in French; the schema puts the field's path in front. */
export type Report = (message: string) => void;

/*
 * Advice: a rule staff may have a reason not to meet (a short notice is still an article). Its issue
 * carries ADVICE; the loader prints it as a warning with the field's name, in the build and in the
 * editor alike, and keeps the file (content/load/files.ts parses it again without advice for its data).
 */
const ADVICE = { advice: true } as const;
let advising = true;

/** Whether an issue is advice, not a refusal. */
export function isAdvice(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && (issue.params as { advice?: unknown } | undefined)?.advice === true;
}

/** Runs `parse` with no advice given: the file's data once its advice is known. */
export function withoutAdvice<T>(parse: () => T): T {
  const was = advising;
  advising = false;
  try {
    return parse();
  } finally {
    advising = was;
  }
}

/**
 * What the loader reads of an image: its size, and for a photo staff uploaded, the files the build
 * writes of it (lib/responsive-image.ts): `src` then names the JPEG fallback, never the original.
 */
export interface ImageSize extends Partial<Omit<ResponsivePhoto, 'width' | 'height'>> {
  width: number;
  height: number;
}

export interface SchemaContext {
  /** A text as a visitor reads it: trimmed, with its language's typography and its {placeholders} filled in. */
  text(value: string, locale: Locale, report: Report): string;
  /** Markdown rendered to HTML nodes, raw HTML refused. */
  markdown(value: string, locale: Locale, report: Report): Prose;
  /** The size of an image of the site (public/ or content/media/), or undefined (reported) when it is not there. */
  image(src: string, report: Report): ImageSize | undefined;
}

/** The accent colours of the site (components/ui/accent.module.css). */
export const ACCENT_COLORS = ['teal', 'blue', 'rose', 'amber', 'violet', 'green'] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];
const COLOR_LABELS: Record<AccentColor, string> = { teal: 'Turquoise', blue: 'Bleu', rose: 'Rose', amber: 'Ambre', violet: 'Violet', green: 'Vert' };

/** An hour of the day, HH:MM on 24 hours. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A web address the site links to: https only. */
const HTTPS_PATTERN = /^https:\/\/[^\s/]+\.[^\s]+$/;

/** A slug: lower-case letters, digits and single hyphens, as a file name and in an address. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// A YAML number where a text is expected (a title « 2024 ») is read as that text.
const asString = (value: unknown) => (typeof value === 'number' ? String(value) : value);

/** Nothing typed: null, blanks, or a group of fields all left so (what an editor writes for an optional field it showed). */
function blank(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value).every(blank);
  return false;
}

/** An optional field: absent, or left blank, it is not there. */
export function optional<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (blank(value) ? undefined : value), schema.optional());
}

/** A field with a default when absent or left blank (null from an editor included). */
export function withDefault<T>(schema: z.ZodType<T>, fallback: T) {
  return z.preprocess((value) => (blank(value) ? undefined : value), schema.optional().transform((value): T => value ?? fallback));
}

/** One issue per problem, at the field being parsed (`advice`: one the file is kept with). */
function reporter(ctx: z.core.$RefinementCtx, input: unknown, advice = false): Report {
  return (message) => {
    if (advice && !advising) return;
    ctx.issues.push({ code: 'custom', message, input, ...(advice ? { params: ADVICE } : {}) });
  };
}

/**
 * How long a text may be, and why: the build's message and the pattern the editor checks as staff type
 * say it in the same words. Counted as typed (trimmed), as the editor counts.
 */
export interface TextLength {
  min?: number;
  max: number;
  /** « pour tenir entière dans les résultats de recherche » */
  why: string;
}

/** What a search engine shows of a page under its title: a service's description, an article's excerpt. */
export const SEARCH_DESCRIPTION: TextLength = { min: 120, max: 160, why: 'pour tenir entière dans les résultats de recherche' };
/** A title short enough for a browser's tab and a link's preview. */
export const SHORT_TITLE: TextLength = { max: 57, why: "pour tenir dans l'onglet du navigateur et les partages" };

function lengthRule({ min = 0, max, why }: TextLength) {
  const span = min > 0 ? `de ${min} à ${max} caractères` : `${max} caractères au plus`;
  return {
    /** The build's message, after the field's name: « 172 caractères : de 120 à 160 caractères (pour …). » */
    message: (count: number) => `${count} caractères : ${span} (${why}).`,
    pattern: [`^[\\s\\S]{${min},${max}}$`, `${span[0]!.toUpperCase()}${span.slice(1)} (${why}).`] as const,
    fits: (count: number) => count >= min && count <= max,
  };
}

/** A text staff must write (blanks refused, with the one message for it; a `length` checked), then read by `render`. */
function written<T>(render: (value: string, report: Report, advise: Report) => T, length?: TextLength) {
  const rule = length && lengthRule(length);
  return z.string().transform((value, ctx) => {
    if (value.trim() === '') {
      ctx.issues.push({ code: 'custom', message: EMPTY_TEXT, input: value });
      return z.NEVER;
    }
    const count = value.trim().length;
    if (rule && !rule.fits(count)) {
      ctx.issues.push({ code: 'custom', message: rule.message(count), input: value });
      return z.NEVER;
    }
    return render(value, reporter(ctx, value), reporter(ctx, value, true));
  });
}

const AMOUNT_HINT = 'Écrivez le montant en chiffres, par exemple 15000 ou 15 000.';

/** Why an amount is refused, in French, with how to write it: the build and the editor say the same. */
export function amountMessage(value: unknown, problem: AmountProblem): string {
  switch (problem) {
    case 'empty':
      return `le montant est vide. ${AMOUNT_HINT}`;
    case 'negative':
      return `${quoted(value)} n'est pas un montant en FCFA entier et positif : un prix ne peut pas être négatif. ${AMOUNT_HINT}`;
    case 'fraction':
      return `${quoted(value)} n'est pas un montant en FCFA entier : le franc CFA n'a pas de centimes. ${AMOUNT_HINT}`;
    case 'too-large':
      return `${quoted(value)} est plus de ${formatFcfa(MAX_AMOUNT).replace(/[\u00A0\u202F]/g, ' ')} : vérifiez le nombre de zéros. ${AMOUNT_HINT}`;
    case 'not-a-number':
      return `${quoted(value)} n'est pas un nombre de FCFA. ${AMOUNT_HINT}`;
  }
}

/** A number that can give an item its address: a whole number from 1. */
export function isItemId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}

/**
 * Why a value is not an item's number, in French: the build and the editor say the same. `next`, the
 * next free number of the folder, when the loader knows it (the widget alone does not).
 */
export function itemIdMessage(value: unknown, next?: number): string {
  return value === undefined || value === null || value === ''
    ? `le numéro est vide : donnez le prochain numéro libre${next === undefined ? '' : `, ${next}`}.`
    : `${quoted(value)} n'est pas un numéro : écrivez un nombre entier à partir de 1.`;
}

export function schemaKit(context: SchemaContext) {
  /** A text in one language, as written by staff (of a `length`, when given). */
  const line = (locale: Locale, length?: TextLength) =>
    described(
      z.preprocess(
        asString,
        written((value, report) => context.text(value, locale, report), length),
      ),
      { widget: 'string', translated: true, ...(length ? { pattern: lengthRule(length).pattern } : {}) },
    );

  /** A text in both languages, both required: { fr, en }. */
  const text = z.strictObject({ fr: line('fr'), en: line('en') });

  /** A text in both languages, both required and each of `length`. */
  const sizedText = (length: TextLength) => z.strictObject({ fr: line('fr', length), en: line('en', length) });

  /** Markdown in one language; `advice` says what the text could do better (a warning, ADVICE). */
  const markdown = (locale: Locale, advice?: (prose: Prose) => string | undefined) =>
    described(
      written((value, report, advise) => {
        const prose = context.markdown(value, locale, report);
        const said = advice?.(prose);
        if (said) advise(said);
        return prose;
      }),
      MARKDOWN_WIDGET,
    );

  /** Markdown in both languages, both required. */
  const richText = z.strictObject({ fr: markdown('fr'), en: markdown('en') });

  /** A word or a name written the same in both languages (a city, a person's name): trimmed, never empty. */
  const name = described(z.preprocess(asString, z.string().trim().min(1)), { widget: 'string' });

  /** A whole number of FCFA, 0 or more, as people write it (« 3 500 », « 3.500 F »: lib/amount.ts). */
  const fcfa = described(
    z.unknown().transform((value, ctx) => {
      const reading = readAmount(value);
      if (reading.ok) return reading.amount;
      ctx.issues.push({ code: 'custom', message: amountMessage(value, reading.problem), input: value });
      return z.NEVER;
    }),
    { widget: 'amount' },
  );

  /** A real calendar day, written YYYY-MM-DD. */
  const isoDate = described(
    z.preprocess(
      (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
      z.string().refine((value) => z.iso.date().safeParse(value).success, {
        // « 3 décembre » is refused with the very text to write (2026-12-03): lib/french-date.ts.
        error: (issue) => dateRefusal(issue.input, quoted(issue.input), publicationDay()),
      }),
    ),
    DATE_WIDGET,
  );

  /** An hour of the day, HH:MM (24 hours). */
  const time = described(
    z.preprocess(
      asString,
      z.string().regex(TIME_PATTERN, {
        error: (issue) => `${quoted(issue.input)} n'est pas une heure. Écrivez-la HH:MM sur 24 heures, par exemple 08:00 ou 18:30.`,
      }),
    ),
    { widget: 'string', pattern: [TIME_PATTERN.source, 'Une heure HH:MM sur 24 heures, par exemple 08:00 ou 18:30.'] },
  );

  /** The number that gives an item its address (/ServiceDetails/3/): a whole number from 1. */
  const itemId = described(
    z.unknown().transform((value, ctx) => {
      if (isItemId(value)) return value;
      ctx.issues.push({ code: 'custom', message: itemIdMessage(value), input: value });
      return z.NEVER;
    }),
    { widget: 'item-number' },
  );

  const icon = described(z.enum(ICON_NAMES), { label: 'Icône', widget: 'icon', choices: ICON_LABELS });
  const color = described(z.enum(ACCENT_COLORS), { widget: 'select', choices: COLOR_LABELS });
  const page = described(z.enum(PAGE_NAMES), { widget: 'select', choices: PAGE_LABELS });
  const slug = z.string().regex(SLUG_PATTERN, {
    error: (issue) => `${quoted(issue.input)} n'est pas un nom de fiche valable : des lettres minuscules sans accent, des chiffres et des tirets.`,
  });

  const url = described(
    z.string().refine((value) => HTTPS_PATTERN.test(value), {
      error: (issue) => `${quoted(issue.input)} n'est pas une adresse web : elle doit commencer par https://.`,
    }),
    { widget: 'string', pattern: [HTTPS_PATTERN.source, 'Une adresse web qui commence par https://.'] },
  );

  const email = described(
    z.string().regex(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i, {
      error: (issue) => `${quoted(issue.input)} n'est pas une adresse e-mail.`,
    }),
    // Decap reads a pattern without flags: the letters of the domain's end in both cases.
    { widget: 'string', pattern: ['^[^@\\s]+@[^@\\s]+\\.[a-zA-Z]{2,}$', 'Une adresse e-mail, par exemple contact@centre.cm.'] },
  );

  /** A picture: its file, and what it shows in each language (its size comes from the file). */
  const imageOf = <Alt extends z.ZodType>(alt: Alt) =>
    described(
      z
        .strictObject({
          src: described(z.string(), {
            label: 'Fichier',
            widget: 'image',
            hint: "Une photo, telle qu'elle sort du téléphone (pas de dessin SVG ni de PDF). L'éditeur la réduit avant l'envoi, le site l'adapte ensuite à chaque écran.",
            decap: { choose_url: false },
          }),
          alt: field(alt, { label: 'Description de l’image', hint: "Ce que montre l'image, pour les personnes qui ne la voient pas." }),
        })
        .transform((image, ctx) => {
          const size = context.image(image.src, (message) => ctx.issues.push({ code: 'custom', message, input: image.src, path: ['src'] }));
          return size ? { ...image, ...size } : z.NEVER;
        }),
      { label: 'Image' },
    );
  // The description of a picture in both languages: a sentence or two.
  const image = imageOf(field(text, { widget: 'text' }));

  return { line, text, sizedText, markdown, richText, name, fcfa, isoDate, time, itemId, icon, color, page, slug, url, email, imageOf, image };
}

export type SchemaKit = ReturnType<typeof schemaKit>;
