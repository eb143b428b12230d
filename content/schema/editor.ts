import * as z from 'zod';
import type { IconName } from '@/lib/icon-names';
import type { OwnKindPage } from '@/lib/request';
import { KIND_PAGES, REQUEST_KINDS } from '@/lib/request/kinds';
import type { PageName } from '@/lib/routes';
import { defOf } from './zod-def';

/*
 * What the editor at /admin/ shows of each field, kept beside the field's rule: its French label, the
 * hint under it, the widget staff type in, how a list's items read in the list. The editor's config
 * (out/admin/config.yml) is generated from the schemas and this metadata (pipeline/lib/decap-config/),
 * so a field exists once. Look here for the words; look in files.ts for `field(…)` beside each rule.
 */

export interface EditorMeta {
  /** The field's name in the editor; the build's messages read it here (field-names.ts). */
  label?: string;
  /** The sentence under the field. */
  hint?: string;
  /** The widget staff type in: Decap's (string, text, markdown, datetime, select, relation, image…) or ours (amount, item-number, decimal, count, rating, icon). For a text in both languages, the widget of each language's box. */
  widget?: string;
  /** A list's item, singular (« ligne », « prix »). */
  labelSingular?: string;
  /** How each item of a list reads in the list, in Decap's template (`{{fields.title.fr}}`): words staff recognise. */
  summary?: string;
  /** A pattern Decap checks as staff type, and the sentence it shows; it must accept what the rule accepts. */
  pattern?: readonly [source: string, message: string];
  /** The French name of each choice of an enum, by its value. */
  choices?: Readonly<Record<string, string>>;
  /** A text in one language of an article or a legal page: translated in the English file (not copied). */
  translated?: boolean;
  /** More of Decap's keys, written as they are (a relation's target, a date's format…). */
  decap?: Readonly<Record<string, unknown>>;
}

/** The registry the config generator reads (zod 4's z.registry). */
export const editorRegistry = z.registry<EditorMeta>();

/**
 * The schema with the editor's words for it: a copy (zod's clone) registered with `meta` over what the
 * schema already had, so one shared rule (a text, a name) can carry a different label in each field.
 */
export function field<S extends z.ZodType>(schema: S, meta: EditorMeta): S {
  const copy = schema.clone() as S;
  editorRegistry.add(copy, { ...editorRegistry.get(schema), ...meta });
  return copy;
}

/** A schema looked through its wrappers (optional, default, preprocess, transform), with the metadata met on the way (the outer wins). */
export interface Unwrapped {
  core: z.ZodType;
  optional: boolean;
  meta: EditorMeta;
}

export function unwrap(schema: z.ZodType): Unwrapped {
  let meta: EditorMeta = {};
  let optional = false;
  let current = schema;
  for (;;) {
    meta = { ...editorRegistry.get(current), ...meta };
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'default') {
      optional = true;
      current = def.innerType!;
    } else if (def.type === 'pipe') {
      // z.preprocess(clean, inner): the inner schema says what the value is; schema.transform(f): the
      // schema before it. A value checked in its own transform (an amount) is an `unknown`: stop there.
      const next = defOf(def.in!).type === 'transform' ? def.out! : def.in!;
      if (defOf(next).type === 'unknown') return { core: current, optional, meta: { ...editorRegistry.get(next), ...meta } };
      current = next;
    } else {
      return { core: current, optional, meta };
    }
  }
}

/** The editor's words for a schema made here (a kit's kind of value): registered on the schema itself. */
export function described<S extends z.ZodType>(schema: S, meta: EditorMeta): S {
  editorRegistry.add(schema, meta);
  return schema;
}

/** A date as Decap's date picker writes it: YYYY-MM-DD, shown day first, no time. */
export const DATE_WIDGET = {
  widget: 'datetime',
  decap: { format: 'YYYY-MM-DD', date_format: 'DD/MM/YYYY', time_format: false, picker_utc: true },
} as const satisfies EditorMeta;

/** The buttons of a Markdown field: only what the loader accepts (no image, no code block). */
export const MARKDOWN_WIDGET = {
  widget: 'markdown',
  translated: true,
  decap: { buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'quote', 'bulleted-list', 'numbered-list'], editor_components: [], modes: ['rich_text', 'raw'] },
} as const satisfies EditorMeta;

/** The icons' French names, in the icon widget's grid. */
export const ICON_LABELS: Record<IconName, string> = {
  activity: 'Activité (courbe)',
  apple: 'Pomme',
  'arrow-left': 'Flèche gauche',
  'arrow-right': 'Flèche droite',
  award: 'Médaille',
  baby: 'Bébé',
  bath: 'Baignoire',
  brain: 'Cerveau',
  calendar: 'Calendrier',
  cart: 'Chariot',
  check: 'Coche',
  'chevron-down': 'Chevron bas',
  'chevron-left': 'Chevron gauche',
  'chevron-right': 'Chevron droite',
  clipboard: 'Presse-papiers',
  clock: 'Horloge',
  close: 'Croix (fermer)',
  copy: 'Copier',
  emergency: 'Urgence',
  facebook: 'Facebook',
  globe: 'Globe',
  graduation: 'Diplôme',
  'hand-heart': 'Main et cœur',
  heart: 'Cœur',
  'heart-pulse': 'Cœur et pouls',
  'home-heart': 'Maison et cœur',
  hospital: 'Hôpital',
  instagram: 'Instagram',
  leaf: 'Feuille',
  link: 'Lien',
  mail: 'Enveloppe',
  message: 'Bulle de message',
  'map-pin': 'Repère sur une carte',
  menu: 'Menu',
  microscope: 'Microscope',
  moon: 'Lune',
  pause: 'Pause',
  phone: 'Téléphone',
  'phone-callback': 'Téléphone qui rappelle',
  pill: 'Comprimé',
  play: 'Lecture',
  question: "Point d'interrogation",
  quote: 'Guillemets',
  share: 'Partager',
  shield: 'Bouclier',
  star: 'Étoile',
  stethoscope: 'Stéthoscope',
  user: 'Personne',
  users: 'Groupe de personnes',
  walk: 'Marche',
  whatsapp: 'WhatsApp',
  'wifi-off': 'Sans connexion',
};

/** The site's pages a link or a button may lead to, by the name staff read. */
const SITE_PAGE_LABELS: Record<Exclude<PageName, OwnKindPage>, string> = {
  home: 'Accueil',
  about: 'À propos',
  services: 'Services',
  prices: 'Tarifs',
  doctors: 'Équipe médicale',
  blog: 'Blog',
  contact: 'Contact',
  appointment: 'Rendez-vous',
  appointmentAlias: 'Rendez-vous (autre adresse)',
  careers: 'Recrutement',
  privacy: 'Confidentialité',
  terms: "Conditions d'utilisation",
  cookies: 'Cookies',
};

/**
 * Every page a link or a button may lead to: the site's, then the page of each kind of request that has one drawn
 * by the shared page (lib/request/kinds/<kind>.ts, page), by the kind's name in the inbox (« Visite à domicile »).
 */
export const PAGE_LABELS: Record<PageName, string> = {
  ...SITE_PAGE_LABELS,
  ...(Object.fromEntries(KIND_PAGES.filter(({ page }) => !Object.hasOwn(SITE_PAGE_LABELS, page)).map(({ kind, page }) => [page, REQUEST_KINDS[kind].inbox.label.fr])) as Record<OwnKindPage, string>),
};
