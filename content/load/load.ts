import { publicationDay } from '@/lib/publication';
import { contentSchemas } from '../schema/files';
import { schemaKit } from '../schema/kit';
import { fieldLabel } from '../schema/field-names';
import { loadArticles } from './articles';
import { ContentFiles, without } from './files';
import { CLOSED_POST_DAYS } from '@/lib/jobs';
import { warnSundayHolidays, warnUndatedFeasts } from './feasts';
import { loadJobs } from './jobs';
import { imageSizeOf } from './image-facts';
import { loadLegal } from './legal';
import { footerLines, formChoices, homeCards } from './lists';
import { renderMarkdown } from './markdown';
import { NO_PLACEHOLDERS, placeholderValues, UNCHECKED_PLACEHOLDERS } from './placeholders';
import type { ContentSource } from './source';
import { formatText, type PlaceholderValues } from './text';
import type { LoadResult } from './types';

/*
 * The one loader of content/: it reads every file, checks it against its schema
 * (content/schema/files.ts), checks what ties files together (numbers, related articles, authors,
 * the founder, the doctors' languages, the lists made from the services), and gives the pages what they show, in both languages.
 * It never throws on bad content: it returns every problem, so the build can print them all
 * (pipeline/check-content.ts) and content/load/site-content.ts can refuse to build pages from them.
 * It reads through a source (content/load/source.ts) and imports nothing of node: the editor at
 * /admin/ runs it in the browser over a snapshot of the files (editor/check/).
 */

const withIds = <T>(items: T[]) => items.map((item, index) => ({ ...item, id: index + 1 }));

/**
 * The content of `source` loaded and checked. `newcomers`: the files of the entry being edited in
 * /admin/, which take a number last when two share one (the message is then theirs). `today`: the day
 * in Yaoundé articles are published up to, and positions open on (lib/publication.ts: BUILD_DATE, or the clock).
 */
export function loadFrom(source: ContentSource, siteUrl: string, newcomers: ReadonlySet<string> = new Set(), today: string = publicationDay()): LoadResult {
  const files = new ContentFiles(source, newcomers);
  const { problems, faulty } = files;
  const schemasWith = (values: PlaceholderValues) =>
    contentSchemas(
      schemaKit({
        text: (value, locale, report) => formatText(value, locale, values, report, { singleLine: true }),
        markdown: (value, locale, report) =>
          renderMarkdown(value, (text) => formatText(text, locale, values, report, { singleLine: false }), report),
        image: (src, report) => imageSizeOf(src, source, report),
      }),
    );

  // The centre's file first: the others quote its facts ({tel.urgences}…), it quotes nothing.
  const centreFile = files.parse(schemasWith(NO_PLACEHOLDERS).centre, files.yaml('settings/centre.yml'), 'content/settings/centre.yml');
  const doctorEntries = files.folder('doctors', 'yaml');
  // The founder's name is her doctor file's, read before the files that quote it ({fondatrice}).
  const founderEntry = centreFile ? doctorEntries.find((entry) => entry.slug === centreFile.founder.doctor) : undefined;
  const founderRaw = founderEntry ? new ContentFiles(source).yaml(founderEntry.file) : undefined;
  const founderName = typeof founderRaw === 'object' && founderRaw && 'name' in founderRaw ? String(founderRaw.name).trim() : '';
  if (centreFile && !founderEntry) {
    problems.error(
      'content/settings/centre.yml',
      fieldLabel(['founder', 'doctor'], schemasWith(NO_PLACEHOLDERS).centre),
      `« ${centreFile.founder.doctor} » n'est pas un médecin de l'équipe. Choisissez parmi : ${doctorEntries.map((entry) => entry.slug).join(', ')}.`,
    );
  }
  const schemas = schemasWith(centreFile ? placeholderValues(centreFile, founderName, siteUrl) : UNCHECKED_PLACEHOLDERS);

  const yamlOf = (entry: { file: string }) => files.yaml(entry.file);
  const services = files.collection('services', files.folder('services', 'yaml'), schemas.service, yamlOf, faulty.services);
  const doctors = files.collection('médecins', doctorEntries, schemas.doctor, yamlOf);
  const languages = files.parse(schemas.languages, files.yaml('settings/languages.yml'), 'content/settings/languages.yml');
  if (languages) {
    const known = languages.languages.map((language) => language.code);
    for (const doctor of doctors) {
      doctor.languages.forEach((code, index) => {
        if (!known.includes(code)) {
          problems.error(
            `content/${doctor.file}`,
            fieldLabel(['languages', index], schemas.doctor),
            `« ${code} » n'est pas une langue de la liste « Le centre › Langues de l’équipe » : ajoutez-la d'abord à cette liste, ou choisissez parmi ${languages.languages.map((language) => `${language.name.fr} (${language.code})`).join(', ')}.`,
          );
        }
      });
    }
  }

  const careSteps = files.parse(schemas.careSteps, files.yaml('services-page/steps.yml'), 'content/services-page/steps.yml');
  const footerServices = footerLines(services, problems, (index) => fieldLabel(['footer', index, 'label', 'fr'], schemas.service));
  const appointmentServices = formChoices(services, problems, (index) => fieldLabel(['form', index, 'name', 'fr'], schemas.service));
  const faq = files.parse(schemas.faq, files.yaml('home/faq.yml'), 'content/home/faq.yml');
  const testimonials = files.parse(schemas.testimonials, files.yaml('home/testimonials.yml'), 'content/home/testimonials.yml');
  const homeSlides = files.parse(schemas.slides, files.yaml('home/slides.yml'), 'content/home/slides.yml');
  const servicesSlides = files.parse(schemas.slides, files.yaml('services-page/slides.yml'), 'content/services-page/slides.yml');
  const blogSlides = files.parse(schemas.blogSlides, files.yaml('blog/slides.yml'), 'content/blog/slides.yml');
  const about = files.parse(schemas.about, files.yaml('about/page.yml'), 'content/about/page.yml');
  const articles = loadArticles(files, schemas, doctors, today);
  const legal = loadLegal(files, schemas);
  const jobs = loadJobs(files, schemas, today, centreFile?.recruitment.closedPostDays ?? CLOSED_POST_DAYS);
  const careers = files.parse(schemas.careersPage, files.yaml('careers/page.yml'), 'content/careers/page.yml');
  if (centreFile) warnUndatedFeasts(problems, centreFile.holidays.feasts, today);
  if (centreFile) warnSundayHolidays(problems, centreFile, today);

  const result = { errors: problems.errors, warnings: problems.warnings };
  if (problems.errors.length > 0 || !centreFile || !languages || !careSteps || !faq || !testimonials || !homeSlides || !servicesSlides || !blogSlides || !about || !legal || !careers) {
    return { content: undefined, ...result };
  }
  const { founder, ...centre } = centreFile;
  return {
    content: {
      centre: { ...centre, founder: { ...founder, name: founderName } },
      footerServices,
      services: services.map((service) => without(service, 'file')),
      homeServiceCards: homeCards(services),
      careSteps: careSteps.steps,
      appointmentServices,
      doctors: doctors.map((doctor) => without(doctor, 'file')),
      languages: languages.languages,
      faq: withIds(faq.items),
      testimonials: withIds(testimonials.items),
      homeSlides: withIds(homeSlides.slides),
      servicesSlides: withIds(servicesSlides.slides),
      blogSlides: withIds(blogSlides.slides),
      about,
      articles,
      legal,
      jobs: jobs.open,
      closedJobs: jobs.closed,
      careers,
    },
    ...result,
  };
}

