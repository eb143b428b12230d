import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Document, isMap, isSeq, parseDocument } from 'yaml';

/*
 * What staff may publish through the editor, done to a content folder as the editor writes it: a
 * price, an hour and a phone changed, a seventh service (the next number, its own file name, name and
 * photo, last in the form's choices and the footer, the rest copied from the last service), a language added to the
 * team's list and to a doctor, a sixth article in both languages, an article unpublished, a
 * testimonial removed. Each edit is computed from the folder it is given, so it stays an edit
 * whatever the content is today.
 *
 * tests/editor/staff-edits.test.ts runs the unit tests that read content again on a copy so edited (in
 * `npm test`); scripts/staff-edits.ts runs the whole suite, build and browsers included, on a clone.
 * A test that fails there pinned the shipped content instead of checking a rule.
 */

/** What was changed, for the checks that the edits reached the site. */
export interface StaffEdits {
  price: { service: number; line: number; min: number };
  /** The centre's weekday opening time, HH:MM. */
  opens: string;
  emergencyNumber: string;
  newService: { id: number; slug: string; title: string };
  /** A language added to the team's list, and the doctor (by file name) who speaks it. */
  newLanguage: { code: string; doctor: string };
  newArticle: { id: number; slug: string; title: string; date: string };
  unpublished: { id: number; slug: string };
  removedTestimonial: string;
}

const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n/;

/** A YAML file as the `yaml` package reads it, to edit in place. */
export type YamlDocument = ReturnType<typeof parseDocument>;

/** A YAML file of the folder, edited as a document (comments and order kept). */
export function editYaml(dir: string, file: string, change: (document: YamlDocument) => void): void {
  const path = join(dir, file);
  const document = parseDocument(readFileSync(path, 'utf8'));
  change(document);
  writeFileSync(path, document.toString());
}

/** A Markdown file's front matter, edited as YAML; its text left as it is. */
export function editFrontMatter(dir: string, file: string, change: (document: YamlDocument) => void): void {
  const path = join(dir, file);
  const text = readFileSync(path, 'utf8');
  const match = FRONT_MATTER.exec(text);
  if (!match) throw new Error(`${file} has no front matter`);
  const document = parseDocument(match[1] ?? '');
  change(document);
  writeFileSync(path, `---\n${document.toString()}---\n${text.slice(match[0].length)}`);
}

function yamlFiles(dir: string, folder: string, extension: string): { slug: string; data: Record<string, unknown> }[] {
  return readdirSync(join(dir, folder))
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, folder, name), 'utf8');
      const source = extension === '.md' ? (FRONT_MATTER.exec(text)?.[1] ?? '') : text;
      return { slug: name.slice(0, -extension.length), data: parseDocument(source).toJS() as Record<string, unknown> };
    });
}

/** A slug not taken yet in the folder. */
function freeSlug(taken: string[], wanted: string): string {
  let slug = wanted;
  for (let n = 2; taken.includes(slug); n++) slug = `${wanted}-${n}`;
  return slug;
}

/** The day after the newest date, so the new article is the blog's newest. */
function dayAfter(dates: string[]): string {
  const newest = [...dates].sort().at(-1) ?? '2024-01-01';
  const day = new Date(`${newest}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The new service's name: the rest of it is copied from the service with the highest number. */
const NEW_SERVICE_TITLE = { fr: 'Soins palliatifs à domicile', en: 'Palliative care at home' };

/** A language staff add to the team's list (Yemba, ISO 639-3 ybb). */
const NEW_LANGUAGE = { code: 'ybb', name: { fr: 'yemba', en: 'Yemba' } };

const NEW_ARTICLE = {
  slug: 'bien-dormir-apres-60-ans',
  fr: {
    title: 'Bien dormir après 60 ans : nos conseils simples',
    excerpt: 'Le sommeil change avec l\'âge. Quelques habitudes simples, prises chaque jour, aident à mieux dormir la nuit, sans médicament et sans dépense.',
    lead: 'Se réveiller souvent la nuit n\'est pas une fatalité. Voici ce que notre équipe conseille aux familles.',
    alt: 'Une chambre calme, la lumière éteinte, un verre d\'eau sur la table de nuit',
    body: '## Des horaires réguliers\n\nSe coucher et se lever à la même heure aide le corps.\n\n- Éviter le café après midi\n- Sortir à la lumière du jour\n- Garder la chambre au calme\n\n## Quand en parler au médecin\n\nSi la fatigue dure, appelez le {tel.accueil}.\n',
  },
  en: {
    title: 'Sleeping well after 60: our simple tips',
    excerpt: 'Sleep changes with age. A few simple habits, kept every day, help people sleep better at night, without medicine and without spending money.',
    lead: 'Waking often at night is not something you have to live with. Here is what our team tells families.',
    alt: 'A quiet bedroom, the light off, a glass of water on the bedside table',
    body: '## Regular hours\n\nGoing to bed and getting up at the same time helps the body.\n\n- No coffee after midday\n- Go out in daylight\n- Keep the bedroom quiet\n\n## When to see the doctor\n\nIf the tiredness lasts, call {tel.accueil}.\n',
  },
};

/** A small photo, as staff would upload one (the build resizes it). */
async function writePhoto(path: string): Promise<void> {
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a9e8f' } }).jpeg({ quality: 80 }).toFile(path);
}

export async function applyStaffEdits(dir: string): Promise<StaffEdits> {
  // A price: the first line of the first service, 500 FCFA more (and its range kept the right way round).
  const services = yamlFiles(dir, 'services', '.yml').sort((a, b) => Number(a.data.id) - Number(b.data.id));
  const first = services[0];
  if (!first) throw new Error('no service to edit');
  let price = { service: Number(first.data.id), line: 1, min: 0 };
  editYaml(dir, `services/${first.slug}.yml`, (document) => {
    const min = Number(document.getIn(['prices', 0, 'min'])) + 500;
    document.setIn(['prices', 0, 'min'], min);
    const max = document.getIn(['prices', 0, 'max']);
    if (max !== undefined && max !== null && Number(max) < min) document.setIn(['prices', 0, 'max'], min + 1000);
    price = { ...price, min };
  });

  // An hour and a phone, in the centre's file: its weekday opening time, with minutes, and the emergency line.
  let opens = '';
  const emergencyNumber = '+237 6 99 88 77 66';
  editYaml(dir, 'settings/centre.yml', (document) => {
    const rows = document.getIn(['hours', 'reception']);
    const index = isSeq(rows) ? rows.items.findIndex((row) => isMap(row) && row.has('opens')) : -1;
    if (index < 0) throw new Error('the centre has no opening time');
    opens = document.getIn(['hours', 'reception', index, 'opens']) === '07:30' ? '08:15' : '07:30';
    document.setIn(['hours', 'reception', index, 'opens'], opens);
    document.setIn(['phones', 'emergency', 'number'], emergencyNumber);
  });

  // A seventh service: the next number, its own file, photo and texts.
  const serviceId = Math.max(...services.map((service) => Number(service.data.id))) + 1;
  const serviceSlug = freeSlug(
    services.map((service) => service.slug),
    'soins-palliatifs-a-domicile',
  );
  const photo = `${serviceSlug}.jpg`;
  mkdirSync(join(dir, 'media'), { recursive: true });
  await writePhoto(join(dir, 'media', photo));
  // Copied from the last service, so it has every field a service must have: only its number, name and photo differ.
  const last = services.at(-1)!;
  const service = parseDocument(readFileSync(join(dir, 'services', `${last.slug}.yml`), 'utf8'));
  service.set('id', serviceId);
  service.set('title', NEW_SERVICE_TITLE);
  service.setIn(['image', 'src'], `/media/${photo}`);
  // Offered by the form and listed in the footer, last of each (not the copied service's lines: their names are its own).
  const lastPlace = (list: 'form' | 'footer') =>
    Math.max(0, ...services.flatMap((entry) => ((entry.data[list] ?? []) as { place: number }[]).map((line) => line.place)));
  service.set('form', [{ name: NEW_SERVICE_TITLE, place: lastPlace('form') + 1 }]);
  service.set('home', []);
  service.set('footer', [{ label: NEW_SERVICE_TITLE, icon: service.get('icon'), place: lastPlace('footer') + 1 }]);
  writeFileSync(join(dir, 'services', `${serviceSlug}.yml`), service.toString());

  // A language the team did not list, added to the list and spoken by the first doctor.
  editYaml(dir, 'settings/languages.yml', (document) => document.addIn(['languages'], NEW_LANGUAGE));
  const doctor = yamlFiles(dir, 'doctors', '.yml')[0];
  if (!doctor) throw new Error('no doctor to edit');
  editYaml(dir, `doctors/${doctor.slug}.yml`, (document) => document.addIn(['languages'], NEW_LANGUAGE.code));

  // A sixth article, in both languages, the newest, related to two published ones.
  const articles = yamlFiles(dir, 'articles/fr', '.md');
  const published = articles.filter((article) => article.data.draft !== true).sort((a, b) => Number(a.data.id) - Number(b.data.id));
  const articleId = Math.max(...articles.map((article) => Number(article.data.id))) + 1;
  const articleSlug = freeSlug(
    articles.map((article) => article.slug),
    NEW_ARTICLE.slug,
  );
  const date = dayAfter(articles.map((article) => String(article.data.date)));
  // Unpublished below: the article with the lowest number (so the new one relates to two that stay).
  const unpublished = published[0];
  if (!unpublished || published.length < 3) throw new Error('the blog needs three published articles for these edits');
  const front = (fields: Record<string, unknown>) => `---\n${new Document(fields).toString()}---\n\n`;
  writeFileSync(
    join(dir, 'articles/fr', `${articleSlug}.md`),
    front({
      id: articleId,
      title: NEW_ARTICLE.fr.title,
      excerpt: NEW_ARTICLE.fr.excerpt,
      lead: NEW_ARTICLE.fr.lead,
      category: 'wellbeing',
      date,
      related: published.slice(1, 3).map((article) => Number(article.data.id)),
      image: { src: `/media/${photo}`, alt: NEW_ARTICLE.fr.alt },
      icon: 'moon',
    }) + NEW_ARTICLE.fr.body,
  );
  writeFileSync(
    join(dir, 'articles/en', `${articleSlug}.md`),
    front({ title: NEW_ARTICLE.en.title, excerpt: NEW_ARTICLE.en.excerpt, lead: NEW_ARTICLE.en.lead, image: { alt: NEW_ARTICLE.en.alt } }) + NEW_ARTICLE.en.body,
  );

  // An article unpublished (« Dépublié » in the editor).
  editFrontMatter(dir, `articles/fr/${unpublished.slug}.md`, (document) => document.set('draft', true));

  // A testimonial removed: the first, while others remain (the home page keeps at least one).
  let removedTestimonial = '';
  editYaml(dir, 'home/testimonials.yml', (document) => {
    const items = document.get('items');
    if (!isSeq(items) || items.items.length < 2) return;
    removedTestimonial = String(document.getIn(['items', 0, 'author']));
    document.deleteIn(['items', 0]);
  });

  return {
    price,
    opens,
    emergencyNumber,
    newService: { id: serviceId, slug: serviceSlug, title: NEW_SERVICE_TITLE.fr },
    newLanguage: { code: NEW_LANGUAGE.code, doctor: doctor.slug },
    newArticle: { id: articleId, slug: articleSlug, title: NEW_ARTICLE.fr.title, date },
    unpublished: { id: Number(unpublished.data.id), slug: unpublished.slug },
    removedTestimonial,
  };
}
