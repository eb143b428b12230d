// The editor's collections: where each kind of content file lives and which schema describes it
// (content/schema/files.ts), with the words staff read about the collection itself. Each field comes
// from its schema (./fields.ts). The folders and files are the loader's (content/load/load.ts).
import type * as z from 'zod';
import { editorSchemas } from '../../../content/schema/files';
import { defaultLocale } from '../../../lib/i18n';

export { editorSchemas };
type Schemas = ReturnType<typeof editorSchemas>;
type Pick = (schemas: Schemas) => z.ZodType;

export interface CollectionSpec {
  name: string;
  label: string;
  /** A folder of entries: the schema of one entry. */
  schema?: Pick;
  /** A set of files: each with its schema. */
  files?: { name: string; label: string; file: string; schema: Pick }[];
  [key: string]: unknown;
}

/** A set of files, one a row: its name, the label staff read, its path, its schema. */
type FileRow = readonly [name: string, label: string, file: string, schema: Pick];
const filesCollection = (name: string, label: string, description: string, rows: readonly FileRow[]): CollectionSpec => ({
  name,
  label,
  description,
  files: rows.map(([file, fileLabel, path, schema]) => ({ name: file, label: fileLabel, file: path, schema })),
});

/** A folder collection's entries, named from their title (they cannot be renamed in the editor). */
const FOLDER = { slug: '{{slug}}' } as const;

export const COLLECTIONS: CollectionSpec[] = [
  filesCollection('centre', 'Le centre', 'Le nom, les téléphones, l\'adresse et les horaires du centre, et les langues de l\'équipe. Partout sur le site, ces informations viennent d\'ici.', [
    ['centre', 'Informations du centre', 'content/settings/centre.yml', (s) => s.centre],
    ['languages', 'Langues de l’équipe', 'content/settings/languages.yml', (s) => s.languages],
  ]),
  {
    name: 'services',
    label: 'Services',
    label_singular: 'service',
    description: 'Chaque service, ses textes, ses points forts, ses prix, son image, et où il paraît : le formulaire de rendez-vous et le bas de chaque page.',
    folder: 'content/services',
    extension: 'yml',
    format: 'yml',
    create: true,
    // Their numbers are addresses: a service is never deleted from the editor.
    delete: false,
    identifier_field: 'title.fr',
    ...FOLDER,
    summary: '{{id}} · {{title.fr}}',
    editor: { preview: true },
    sortable_fields: ['id'],
    schema: (s) => s.service,
  },
  {
    name: 'articles',
    label: 'Articles',
    label_singular: 'article',
    description: 'Le blog. Un article est publié en français ; sa version anglaise est publiée quand elle est écrite.',
    folder: 'content/articles',
    extension: 'md',
    format: 'frontmatter',
    create: true,
    delete: false,
    i18n: true,
    ...FOLDER,
    summary: '{{id}} · {{title}}',
    editor: { preview: true },
    sortable_fields: ['date', 'id', 'title'],
    schema: (s) => s.articleFr,
  },
  {
    name: 'doctors',
    label: 'Équipe médicale',
    label_singular: 'médecin',
    folder: 'content/doctors',
    extension: 'yml',
    format: 'yml',
    create: true,
    delete: true,
    identifier_field: 'name',
    ...FOLDER,
    summary: '{{name}}',
    sortable_fields: ['id', 'name'],
    schema: (s) => s.doctor,
  },
  {
    name: 'jobs',
    label: "Offres d'emploi",
    label_singular: 'offre',
    description: "Les postes ouverts, sur la page Recrutement. Une offre apparaît le jour de sa publication et disparaît d'elle-même le lendemain de sa date « Ouverte jusqu'au » (heure de Yaoundé).",
    folder: 'content/jobs',
    extension: 'yml',
    format: 'yml',
    create: true,
    delete: true,
    identifier_field: 'title.fr',
    ...FOLDER,
    summary: "{{title.fr}} · jusqu'au {{validThrough}}",
    editor: { preview: true },
    sortable_fields: ['validThrough', 'datePosted'],
    schema: (s) => s.job,
  },
  filesCollection('home', 'Accueil', 'La page d\'accueil. Les éléments s\'affichent dans l\'ordre de la liste ; glissez-les pour les déplacer.', [
    ['faq', 'Questions fréquentes', 'content/home/faq.yml', (s) => s.faq],
    ['testimonials', 'Témoignages', 'content/home/testimonials.yml', (s) => s.testimonials],
    ['slides', 'Diaporama', 'content/home/slides.yml', (s) => s.slides],
  ]),
  filesCollection('pages', 'Pages', 'La page « À propos », la page Recrutement, les diaporamas et les étapes de la page des services.', [
    ['about', 'À propos', 'content/about/page.yml', (s) => s.about],
    ['careers', 'Recrutement', 'content/careers/page.yml', (s) => s.careersPage],
    ['services-slides', 'Diaporama des services', 'content/services-page/slides.yml', (s) => s.slides],
    ['services-steps', "Étapes d'un accompagnement", 'content/services-page/steps.yml', (s) => s.careSteps],
    ['blog-slides', 'Diaporama du blog', 'content/blog/slides.yml', (s) => s.blogSlides],
  ]),
  {
    name: 'legal',
    label: 'Pages légales',
    i18n: true,
    label_singular: 'page légale',
    description: 'Confidentialité, conditions d\'utilisation et cookies, dans les deux langues.',
    folder: 'content/legal',
    extension: 'md',
    format: 'frontmatter',
    create: false,
    delete: false,
    ...FOLDER,
    summary: '{{title}}',
    schema: (s) => s.legalPage(defaultLocale),
  },
];
