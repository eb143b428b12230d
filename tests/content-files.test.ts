import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '@/content/load/problems';
import { proseBlocks } from '@/lib/prose';
import { copyContent, projectDir, sourceContentDir, type ContentCopy } from './content-fixture';

/*
 * The content check, file by file: what the build does with what staff write. Each bad file of the
 * table fails with its own message, naming the file and the field in the editor's words; a staff-like
 * edit (a price, a sixth article, an article in French only) loads. Whatever the content holds today:
 * numbers, dates and names the messages quote are read from the files, never written here
 * (tests/staff-edits.test.ts runs this file again on staff-like edits).
 */

const SERVICE = 'services/soins-medicaux-a-domicile.yml';
const ARTICLE = 'articles/fr/accompagner-un-proche-age-a-l-hopital.md';
const ARTICLE_EN = 'articles/en/accompagner-un-proche-age-a-l-hopital.md';

/** The numbers (`id`) of a folder's files, as typed, drafts included, in order. */
function idsIn(folder: string): number[] {
  return readdirSync(join(sourceContentDir, folder))
    .map((name) => Number(/^id: *(\d+)/m.exec(readFileSync(join(sourceContentDir, folder, name), 'utf8'))?.[1]))
    .sort((a, b) => a - b);
}
const idOf = (file: string) => Number(/^id: *(\d+)/m.exec(readFileSync(join(sourceContentDir, file), 'utf8'))?.[1]);
const SERVICE_IDS = idsIn('services');
const ARTICLE_IDS = idsIn('articles/fr');
const NEXT_SERVICE = Math.max(...SERVICE_IDS) + 1;
const NEXT_ARTICLE = Math.max(...ARTICLE_IDS) + 1;
const SERVICE_ID = idOf(SERVICE);
const ARTICLE_ID = idOf(ARTICLE);
/** Text at the top of an article's body, right after its front matter. */
const atTopOfBody = (text: string) => (c: ContentCopy) => c.replace(ARTICLE, /\n---\n/, `\n---\n${text}\n\n`);

let copy: ContentCopy;
afterEach(() => copy?.remove());

function fresh(): ContentCopy {
  copy = copyContent();
  return copy;
}

interface BadFile {
  name: string;
  change: (content: ContentCopy) => void;
  /** The message, as the build prints it: « content/<file> → <field> : <what and how to fix> ». */
  message: RegExp;
}

const BAD_FILES: BadFile[] = [
  {
    name: 'an amount in words',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['prices', 1, 'min'], 'quinze mille')),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml → prix n°2 › montant : « quinze mille » n'est pas un nombre de FCFA\. Écrivez le montant en chiffres/,
  },
  {
    name: 'a negative amount',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['prices', 0, 'min'], -3000)),
    message: /→ prix n°1 › montant : « -3000 » n'est pas un montant en FCFA entier et positif/,
  },
  {
    name: 'an amount with a decimal point',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['prices', 0, 'min'], 2500.5)),
    message: /→ prix n°1 › montant : « 2500\.5 » n'est pas un montant en FCFA entier/,
  },
  {
    name: 'a range upside down',
    change: (c) =>
      c.editYaml(SERVICE, (doc) => {
        doc.setIn(['prices', 1, 'min'], 3000);
        doc.setIn(['prices', 1, 'max'], 1000);
      }),
    message: /→ prix n°2 › montant maximum : le montant maximum \(1.000.FCFA\) est plus petit que le montant \(3.000.FCFA\)/,
  },
  {
    name: 'a price without its unit',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.deleteIn(['prices', 0, 'unit'])),
    message: /→ prix n°1 › unité : .*choisissez par heure, par visite, par repas, par jour, par semaine, par mois ou forfait\./,
  },
  {
    name: 'a price with a unit the estimator does not know',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['prices', 0, 'unit'], 'fortnight')),
    message: /→ prix n°1 › unité : « fortnight » n'est pas une unité : choisissez par heure/,
  },
  {
    name: 'a service without its English title',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.deleteIn(['title', 'en'])),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml → titre \(en anglais\) : ce champ est vide alors qu’il est obligatoire/,
  },
  {
    name: 'an empty English text in a doctor’s file',
    change: (c) => c.editYaml('doctors/samuel-fouda.yml', (doc) => doc.setIn(['specialty', 'en'], '  ')),
    message: /^content\/doctors\/samuel-fouda\.yml → spécialité \(en anglais\) : ce texte est vide/,
  },
  {
    name: 'a FAQ answer in French only',
    change: (c) => c.editYaml('home/faq.yml', (doc) => doc.deleteIn(['items', 1, 'answer', 'en'])),
    message: /^content\/home\/faq\.yml → élément n°2 › réponse \(en anglais\) : ce champ est vide/,
  },
  {
    name: 'a service of the footer in French only',
    change: (c) => c.editYaml('footer/services.yml', (doc) => doc.deleteIn(['services', 1, 'label', 'en'])),
    message: /^content\/footer\/services\.yml → service n°2 › libellé \(en anglais\) : ce champ est vide/,
  },
  {
    name: 'a care step with an icon the site does not have',
    change: (c) => c.editYaml('services-page/steps.yml', (doc) => doc.setIn(['steps', 0, 'icon'], 'telephone')),
    message: /^content\/services-page\/steps\.yml → étape n°1 › icône : /,
  },
  {
    name: 'a fact of the centre in French only',
    change: (c) => c.editYaml('settings/centre.yml', (doc) => doc.deleteIn(['tagline', 'en'])),
    message: /^content\/settings\/centre\.yml → slogan \(en anglais\) : ce champ est vide/,
  },
  {
    name: 'a related article that does not exist',
    change: (c) => c.editFrontMatter(ARTICLE, (doc) => doc.set('related', [ARTICLE_IDS.find((id) => id !== ARTICLE_ID), NEXT_ARTICLE])),
    message: new RegExp(
      `^content/articles/fr/accompagner-un-proche-age-a-l-hopital\\.md → article lié n°2 : il n'y a pas d'article n°${NEXT_ARTICLE}\\. Les articles sont : ${ARTICLE_IDS.join(', ')}\\.`,
    ),
  },
  {
    name: 'an article related to itself',
    change: (c) => c.editFrontMatter(ARTICLE, (doc) => doc.set('related', [ARTICLE_ID, ARTICLE_IDS.find((id) => id !== ARTICLE_ID)])),
    message: /→ article lié n°1 : un article ne peut pas être lié à lui-même/,
  },
  {
    name: 'an author who is not on the team',
    change: (c) => c.editFrontMatter(ARTICLE, (doc) => doc.set('author', 'docteur-inconnu')),
    message: /→ auteur : « docteur-inconnu » n.est pas un médecin de l.équipe\. Choisissez parmi : [a-z-]+, /,
  },
  {
    name: 'a picture that is not there',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['image', 'src'], '/media/pansement.jpg')),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml → image › fichier : l'image « \/media\/pansement\.jpg » n'existe pas/,
  },
  {
    name: 'an SVG uploaded as a photo',
    change: (c) => {
      mkdirSync(join(c.dir, 'media'), { recursive: true });
      c.write('media/dessin.svg', readFileSync(join(projectDir, 'public/images/logo.svg'), 'utf8'));
      c.editYaml(SERVICE, (doc) => doc.setIn(['image', 'src'], '/media/dessin.svg'));
    },
    message: /→ image › fichier : l'image « \/media\/dessin\.svg » est un dessin SVG : ce format n'est pas accepté/,
  },
  {
    name: 'a picture from another site',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['image', 'src'], 'https://example.org/photo.jpg')),
    message: /→ image › fichier : « https:\/\/example\.org\/photo\.jpg » est une image d'un autre site/,
  },
  {
    name: 'two files for one slug',
    change: (c) => {
      c.write('services/soins-medicaux-a-domicile.yaml', c.read(SERVICE));
      c.editYaml('services/soins-medicaux-a-domicile.yaml', (doc) => doc.set('id', NEXT_SERVICE));
    },
    message: /^content\/services\/soins-medicaux-a-domicile\.yml : le nom « soins-medicaux-a-domicile » est déjà celui de content\/services\/soins-medicaux-a-domicile\.yaml : deux fiches ne peuvent pas avoir le même nom/,
  },
  {
    name: 'a file name that is not URL-safe',
    change: (c) => c.write('services/Soins à domicile.yml', c.read(SERVICE)),
    message: /^content\/services\/Soins à domicile\.yml : « Soins à domicile » n'est pas un nom de fiche valable/,
  },
  {
    name: 'a number taken twice',
    change: (c) => c.write('services/soins-de-nuit.yml', c.read(SERVICE)),
    message: new RegExp(
      `^content/services/soins-medicaux-a-domicile\\.yml → numéro : le numéro ${SERVICE_ID} est déjà celui de content/services/soins-de-nuit\\.yml\\. .*prochain numéro libre, ${NEXT_SERVICE}\\.`,
    ),
  },
  {
    name: 'raw HTML in a Markdown text',
    change: atTopOfBody('<script>alert("piratage")</script>'),
    message: /^content\/articles\/fr\/accompagner-un-proche-age-a-l-hopital\.md → texte : du code HTML \(<script>alert\("piratage"\)<\/script>\) n'est pas accepté dans un texte/,
  },
  {
    name: 'an HTML tag in a one-line text',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['title', 'fr'], 'Soins <b>médicaux</b>')),
    message: /→ titre \(en français\) : du code HTML \(<b>\) n'est pas accepté/,
  },
  {
    name: 'a link that runs a script',
    change: atTopOfBody('[cliquez ici](javascript:alert(1))'),
    message: /→ texte : le lien « javascript:alert\(1\) » n'est pas accepté/,
  },
  {
    name: 'a date that does not exist',
    change: (c) => c.replace(ARTICLE, /^date: .*$/m, 'date: 2024-02-30'),
    message: /→ date : « 2024-02-30 » n'est pas une date\. Écrivez-la année-mois-jour/,
  },
  {
    name: 'a date written the French way',
    change: (c) => c.replace(ARTICLE, /^date: .*$/m, 'date: 15/05/2024'),
    message: /→ date : « 15\/05\/2024 » n'est pas une date/,
  },
  {
    name: 'an hour written 8h',
    change: (c) => c.editYaml('settings/centre.yml', (doc) => doc.setIn(['hours', 'centre', 0, 'opens'], '8h')),
    message: /^content\/settings\/centre\.yml → horaires › centre n°1 › ouverture : « 8h » n'est pas une heure\. Écrivez-la HH:MM/,
  },
  {
    name: 'an unknown placeholder',
    change: atTopOfBody('Appelez le {tel.urgence}.'),
    message: /→ texte : \{tel\.urgence\} n'est pas un renvoi connu\. Les renvois possibles sont : \{centre\}, .*\{tel\.urgences\}/,
  },
  {
    name: 'a field name with a typo',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.set('titel', 'Soins')),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml : « titel » : ce champ n'existe pas ici\. Vérifiez son nom/,
  },
  {
    name: 'a YAML file broken by hand',
    change: (c) => c.replace(SERVICE, /^color: .*$/m, '$&\n  - oops: [\n'),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml → ligne \d+ : le fichier est mal formé/,
  },
  {
    name: 'a field written twice',
    change: (c) => c.replace(ARTICLE, /^category: .*$/m, '$&\ncategory: health'),
    message: /^content\/articles\/fr\/accompagner-un-proche-age-a-l-hopital\.md → ligne \d+ : un champ est écrit deux fois : gardez-en un seul\./,
  },
  {
    name: 'a rating of six stars',
    change: (c) => c.editYaml('home/testimonials.yml', (doc) => doc.setIn(['items', 0, 'rating'], 6)),
    message: /^content\/home\/testimonials\.yml → élément n°1 › note : « 6 » est trop grand : le maximum est 5/,
  },
  {
    name: 'a home card for a service that does not exist',
    change: (c) => c.editYaml('home/services.yml', (doc) => doc.setIn(['cards', 0, 'service'], NEXT_SERVICE)),
    message: new RegExp(`^content/home/services\\.yml → carte n°1 › service : il n'y a pas de service n°${NEXT_SERVICE}\\.`),
  },
  {
    name: 'a service choice of the form named twice',
    change: (c) => c.editYaml('appointment/services.yml', (doc) => doc.setIn(['choices', 1, 'fr'], 'Consultation générale')),
    message: /^content\/appointment\/services\.yml → choix n°2 \(en français\) : « Consultation générale » est déjà un autre choix de la liste/,
  },
  {
    name: 'a service choice of the form without its English name',
    change: (c) => c.editYaml('appointment/services.yml', (doc) => doc.deleteIn(['choices', 0, 'en'])),
    message: /^content\/appointment\/services\.yml → choix n°1 \(en anglais\) : ce champ est vide/,
  },
  {
    name: 'a founder who is not on the team',
    change: (c) => c.editYaml('settings/centre.yml', (doc) => doc.setIn(['founder', 'doctor'], 'elise-mbala')),
    message: /^content\/settings\/centre\.yml → fondatrice › médecin : « elise-mbala » n'est pas un médecin de l'équipe/,
  },
  {
    name: 'an English article half translated',
    change: (c) => c.replace(ARTICLE_EN, /^excerpt: .*\n/m, ''),
    message: /^content\/articles\/en\/accompagner-un-proche-age-a-l-hopital\.md → extrait : ce champ est vide/,
  },
  {
    name: 'a legal page whose text does not start with a section',
    change: (c) => c.replace('legal/fr/cookies.md', /\n## /, '\nUn paragraphe sans titre.\n\n## '),
    message: /^content\/legal\/fr\/cookies\.md → texte : le texte doit commencer par le titre de sa première partie/,
  },
  {
    name: 'a legal page missing in English',
    change: (c) => rmSync(join(c.dir, 'legal/en/terms.md')),
    message: /^content\/legal\/en\/terms\.md : ce fichier manque : la page doit exister dans les deux langues/,
  },
  {
    name: 'an article without its front matter',
    change: (c) => c.replace(ARTICLE, /^---\n[\s\S]*?\n---\n/, ''),
    message: /^content\/articles\/fr\/accompagner-un-proche-age-a-l-hopital\.md : le fichier doit commencer par ses informations entre deux lignes « --- »/,
  },
];

describe('the content as shipped', () => {
  // Warnings (an article in French only, a related article unpublished) are staff's to leave: the spec
  // check (npm run check:spec) holds the shipped content to none.
  it('loads with no error', () => {
    const { content, errors } = fresh().load();
    expect(errors.map(formatProblem)).toEqual([]);
    expect(content).toBeDefined();
  });
});

describe('a bad file fails the content check with its own message', () => {
  it.each(BAD_FILES)('$name', ({ change, message }) => {
    const content = fresh();
    change(content);
    const { content: loaded, errors } = content.load();
    expect(loaded, 'no page is built from bad content').toBeUndefined();
    const messages = errors.map(formatProblem);
    expect(messages.some((line) => message.test(line)), messages.join('\n')).toBe(true);
    // One mistake, one message: what quotes or points at the broken file is not reported again.
    expect(messages, messages.join('\n')).toHaveLength(1);
  });

  it('each with a message of its own', () => {
    expect(new Set(BAD_FILES.map(({ message }) => message.source)).size).toBe(BAD_FILES.length);
  });
});

/** The shipped content as loaded (once), to compare an edit with. */
const shipped = (() => {
  let loaded: ReturnType<ContentCopy['load']>['content'];
  return () => {
    if (!loaded) {
      const content = copyContent();
      loaded = content.load().content;
      content.remove();
    }
    if (!loaded) throw new Error('the shipped content does not load');
    return loaded;
  };
})();

/** The day after the newest article, so an article dated so leads the blog. */
function afterNewest(dates: string[]): string {
  const day = new Date(`${[...dates].sort().at(-1)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** A published article's French file, and its slug. */
function publishedArticle(index = 0) {
  const article = shipped().articles.fr[index];
  if (!article) throw new Error(`no published article n°${index + 1}`);
  return { ...article, file: `articles/fr/${article.slug}.md` };
}

describe('a staff-like edit', () => {
  it('changes a price: the service shows it', () => {
    const content = fresh();
    content.editYaml(SERVICE, (doc) => doc.setIn(['prices', 0, 'min'], Number(doc.getIn(['prices', 0, 'min'])) + 500));
    const before = shipped().services.find((service) => service.id === SERVICE_ID)?.prices[0]?.min ?? NaN;
    const { content: loaded, errors } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.services.find((service) => service.id === SERVICE_ID)?.prices[0]?.min).toBe(before + 500);
  });

  it('adds a service to the form: it is offered last, sent by its French name, shown in English on the English page', () => {
    const content = fresh();
    content.editYaml('appointment/services.yml', (doc) => doc.addIn(['choices'], { fr: 'Kinésithérapie', en: 'Physiotherapy' }));
    const { content: loaded, errors } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.appointmentServices.at(-1)).toEqual({ fr: 'Kinésithérapie', en: 'Physiotherapy' });
  });

  it('changes an hour: the texts that quote it follow', () => {
    const content = fresh();
    content.editYaml('services-page/slides.yml', (doc) => {
      doc.setIn(['slides', 0, 'subtitle', 'fr'], 'Tous les jours de {heures.domicile.debut} à {heures.domicile.fin}.');
      doc.setIn(['slides', 0, 'subtitle', 'en'], 'Every day from {heures.domicile.debut} to {heures.domicile.fin}.');
    });
    content.editYaml('settings/centre.yml', (doc) => {
      doc.setIn(['hours', 'homeCare', 'opens'], '06:45');
      doc.setIn(['hours', 'homeCare', 'closes'], '21:30');
    });
    const { content: loaded, errors } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.servicesSlides[0]?.subtitle.fr).toBe('Tous les jours de 6\u00A0h\u00A045 à 21\u00A0h\u00A030.');
    expect(loaded?.servicesSlides[0]?.subtitle.en).toBe('Every day from 6:45\u00A0am to 9:30\u00A0pm.');
  });

  it('adds an article in both languages: it takes the next number and leads the blog', () => {
    const content = fresh();
    const before = shipped().articles;
    const date = afterNewest(before.fr.map((article) => article.date));
    content.write('articles/fr/bien-dormir.md', content.read(ARTICLE));
    content.editFrontMatter('articles/fr/bien-dormir.md', (doc) => {
      doc.set('id', NEXT_ARTICLE);
      doc.set('date', date);
      doc.set('title', 'Bien dormir à tout âge');
      doc.set('related', []);
      doc.delete('draft');
    });
    content.write('articles/en/bien-dormir.md', content.read(ARTICLE_EN).replace(/^title: .*$/m, 'title: Sleeping well at any age'));
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(warnings.filter((warning) => warning.file === 'content/articles/fr/bien-dormir.md')).toEqual([]);
    for (const locale of ['fr', 'en'] as const) {
      expect(loaded?.articles[locale]).toHaveLength(before[locale].length + 1);
      expect(loaded?.articles[locale][0]).toMatchObject({ id: NEXT_ARTICLE, slug: 'bien-dormir', locales: ['fr', 'en'] });
    }
    expect(loaded?.articles.en[0]?.title).toBe('Sleeping well at any age');
  });

  it('publishes an article written in French only in French, with a warning', () => {
    const content = fresh();
    content.write('articles/fr/bien-dormir.md', content.read(ARTICLE));
    content.editFrontMatter('articles/fr/bien-dormir.md', (doc) => {
      doc.set('id', NEXT_ARTICLE);
      doc.set('related', []);
      doc.delete('draft');
    });
    // What the editor writes for a language nobody filled in: the duplicated facts, no text.
    content.write('articles/en/bien-dormir.md', `---\nid: ${NEXT_ARTICLE}\ndate: 2024-05-15\n---\n`);
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.articles.fr.find((article) => article.id === NEXT_ARTICLE)?.locales).toEqual(['fr']);
    expect(loaded?.articles.en.map((article) => article.id)).not.toContain(NEXT_ARTICLE);
    expect(warnings.filter((warning) => warning.file === 'content/articles/fr/bien-dormir.md').map(formatProblem)).toEqual([
      `content/articles/fr/bien-dormir.md : pas de version anglaise : l'article n°${NEXT_ARTICLE} est publié en français seulement (il n'apparaît pas sur le site anglais).`,
    ]);
  });

  it('unpublishes an article: it leaves both lists, and an article that named it gets a warning', () => {
    const content = fresh();
    const naming = shipped().articles.fr.find((article) => article.related.length > 0);
    if (!naming) throw new Error('no published article names another');
    const named = shipped().articles.fr.find((article) => article.id === naming.related[0]);
    expect(named, 'the article it names is published').toBeDefined();
    content.editFrontMatter(`articles/fr/${named!.slug}.md`, (doc) => doc.set('draft', true));
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.articles.fr.map((article) => article.id)).not.toContain(named!.id);
    expect(loaded?.articles.en.map((article) => article.id)).not.toContain(named!.id);
    expect(warnings.map(formatProblem)).toContain(
      `content/articles/fr/${naming.slug}.md → article lié n°1 : l'article n°${named!.id} n'est pas publié : un autre article récent est proposé à sa place.`,
    );
  });

  it('accepts optional fields the editor left blank, as if they were absent', () => {
    const content = fresh();
    const article = publishedArticle();
    const price = shipped().services.find((service) => service.id === SERVICE_ID)?.prices[0];
    content.editYaml(SERVICE, (doc) => {
      doc.setIn(['prices', 0, 'max'], null);
    });
    content.editFrontMatter(article.file, (doc) => {
      doc.set('metaTitle', '');
      doc.set('author', '');
      doc.set('draft', null);
      doc.set('related', null);
    });
    const { content: loaded, errors } = content.load();
    expect(errors.map(formatProblem)).toEqual([]);
    expect(loaded?.services.find((service) => service.id === SERVICE_ID)?.prices[0]).toEqual({ option: expect.any(Object), min: price?.min, unit: price?.unit });
    const blank = loaded?.articles.fr.find((candidate) => candidate.id === article.id);
    expect(blank).toMatchObject({ author: undefined, related: [] });
    expect(blank).not.toHaveProperty('metaTitle');
  });

  it('quotes a new phone number everywhere its placeholder stands, and nowhere else', () => {
    const content = fresh();
    const article = publishedArticle();
    const before = shipped().centre.phones.emergency.display;
    const number = before === '+237\u00A06\u00A055\u00A044\u00A033\u00A022' ? '+237 6 99 88 77 66' : '+237 6 55 44 33 22';
    content.replace(article.file, /\n---\n/, '\n---\nEn cas d’urgence, appelez le {tel.urgences}.\n\n');
    content.editYaml('settings/centre.yml', (doc) => doc.setIn(['phones', 'emergency', 'number'], number));
    const { content: loaded } = content.load();
    const text = proseBlocks(loaded!.articles.fr.find((candidate) => candidate.id === article.id)!.body).map((block) => block.text).join('\n');
    expect(text).toContain(number.replace(/ /g, '\u00A0'));
    expect(text).not.toContain(before);
  });
});
