import type * as z from 'zod';
import { aboutSchemas } from './about';
import { articleSchemas } from './article';
import { doctorSchemas } from './doctor';
import { homeSchemas } from './home';
import { jobSchemas } from './job';
import { Prose } from '@/lib/prose';
import { schemaKit, type SchemaKit } from './kit';
import { legalSchemas } from './legal';
import { serviceSchemas } from './service';
import { settingsSchemas } from './settings';
import { sharedFields } from './shared';

/*
 * One schema per kind of file in content/ (docs/content.md lists them), each in the file of its
 * subject (settings, service, doctor, home, about, article, legal, job), composed here. Each describes the
 * file as staff write it and, through the kit, what pages receive; the editor's configuration at
 * /admin/ is generated from them: each field's label, hint and widget sit beside its rule in
 * `field(rule, { … })` (./editor.ts), and pipeline/lib/decap-config/ writes them out.
 */

export { ARTICLE_CATEGORIES, type ArticleCategory } from './article';
export { PAYMENT_METHODS, PHONE_NAMES, type PaymentMethod, type PhoneName } from './settings';

export function contentSchemas(kit: SchemaKit) {
  const shared = sharedFields(kit);
  const { centre } = settingsSchemas(kit);
  const { service, careSteps } = serviceSchemas(kit, shared);
  const { doctor, languages } = doctorSchemas(kit, shared);
  const { faq, testimonials, slides } = homeSchemas(kit, shared);
  const { about } = aboutSchemas(kit, shared);
  const { articleFr, articleEn, blogSlides } = articleSchemas(kit, shared);
  const { legalPage } = legalSchemas(kit);
  const { job, careersPage } = jobSchemas(kit, shared);
  return { centre, languages, service, doctor, faq, testimonials, slides, blogSlides, about, careSteps, articleFr, articleEn, legalPage, job, careersPage };
}

/**
 * The schemas, built with a context that only passes values through: the editor's config and the build's
 * field names (field-names.ts) need their shape and words, not a file's content.
 */
export function editorSchemas() {
  return contentSchemas(
    schemaKit({
      text: (value) => value,
      markdown: () => new Prose({ type: 'root', children: [] }),
      image: () => ({ width: 1, height: 1 }),
    }),
  );
}

type Schemas = ReturnType<typeof contentSchemas>;
export type CentreFile = z.output<Schemas['centre']>;
export type CareStepsFile = z.output<Schemas['careSteps']>;
export type ServiceFile = z.output<Schemas['service']>;
export type DoctorFile = z.output<Schemas['doctor']>;
export type LanguagesFile = z.output<Schemas['languages']>;
export type FaqFile = z.output<Schemas['faq']>;
export type TestimonialsFile = z.output<Schemas['testimonials']>;
export type SlidesFile = z.output<Schemas['slides']>;
export type BlogSlidesFile = z.output<Schemas['blogSlides']>;
export type AboutFile = z.output<Schemas['about']>;
export type ArticleFrFile = z.output<Schemas['articleFr']>;
export type ArticleEnFile = z.output<Schemas['articleEn']>;
export type JobFile = z.output<Schemas['job']>;
export type CareersPageFile = z.output<Schemas['careersPage']>;
export type LegalFile = z.output<ReturnType<Schemas['legalPage']>>;
