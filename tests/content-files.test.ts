import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { formatProblem } from '@/content/load/problems';
import { proseBlocks } from '@/lib/prose';
import { copyContent, projectDir, type ContentCopy } from './content-fixture';

/*
 * The content check, file by file: what the build does with what staff write. Each bad file of the
 * table fails with its own message, naming the file and the field in the editor's words; a staff-like
 * edit (a price, a sixth article, an article in French only) loads.
 */

const SERVICE = 'services/soins-medicaux-a-domicile.yml';
const ARTICLE = 'articles/fr/accompagner-un-proche-age-a-l-hopital.md';
const ARTICLE_EN = 'articles/en/accompagner-un-proche-age-a-l-hopital.md';

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
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['prices', 1, 'max'], 1000)),
    message: /→ prix n°2 › montant maximum : le montant maximum \(1.000.FCFA\) est plus petit que le montant \(3.000.FCFA\)/,
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
    name: 'a fact of the centre in French only',
    change: (c) => c.editYaml('settings/centre.yml', (doc) => doc.deleteIn(['tagline', 'en'])),
    message: /^content\/settings\/centre\.yml → slogan \(en anglais\) : ce champ est vide/,
  },
  {
    name: 'a related article that does not exist',
    change: (c) => c.replace(ARTICLE, /related:\n  - 2\n  - 5/, 'related:\n  - 2\n  - 9'),
    message: /^content\/articles\/fr\/accompagner-un-proche-age-a-l-hopital\.md → article lié n°2 : il n'y a pas d'article n°9\. Les articles sont : 1, 2, 3, 4, 5/,
  },
  {
    name: 'an article related to itself',
    change: (c) => c.replace(ARTICLE, /related:\n  - 2\n  - 5/, 'related:\n  - 1\n  - 5'),
    message: /→ article lié n°1 : un article ne peut pas être lié à lui-même/,
  },
  {
    name: 'an author who is not on the team',
    change: (c) => c.replace(ARTICLE, 'category: support', 'category: support\nauthor: docteur-inconnu'),
    message: /→ auteur : « docteur-inconnu » n.est pas un médecin de l.équipe\. Choisissez parmi : jean-claude-ateba, elise-mballa/,
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
    change: (c) => c.write('services/soins-medicaux-a-domicile.yaml', c.read(SERVICE).replace('id: 2', 'id: 7')),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml : le nom « soins-medicaux-a-domicile » est déjà celui de content\/services\/soins-medicaux-a-domicile\.yaml : deux fiches ne peuvent pas avoir le même nom/,
  },
  {
    name: 'a file name that is not URL-safe',
    change: (c) => c.write('services/Soins à domicile.yml', c.read(SERVICE).replace('id: 2', 'id: 7')),
    message: /^content\/services\/Soins à domicile\.yml : « Soins à domicile » n'est pas un nom de fiche valable/,
  },
  {
    name: 'a number taken twice',
    change: (c) => c.write('services/soins-de-nuit.yml', c.read(SERVICE)),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml → numéro : le numéro 2 est déjà celui de content\/services\/soins-de-nuit\.yml\. .*prochain numéro libre, 7\./,
  },
  {
    name: 'raw HTML in a Markdown text',
    change: (c) => c.replace(ARTICLE, '## Avant le rendez-vous', '<script>alert("piratage")</script>\n\n## Avant le rendez-vous'),
    message: /^content\/articles\/fr\/accompagner-un-proche-age-a-l-hopital\.md → texte : du code HTML \(<script>alert\("piratage"\)<\/script>\) n'est pas accepté dans un texte/,
  },
  {
    name: 'an HTML tag in a one-line text',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['title', 'fr'], 'Soins <b>médicaux</b>')),
    message: /→ titre \(en français\) : du code HTML \(<b>\) n'est pas accepté/,
  },
  {
    name: 'a link that runs a script',
    change: (c) => c.replace(ARTICLE, '## Avant le rendez-vous', '[cliquez ici](javascript:alert(1))\n\n## Avant le rendez-vous'),
    message: /→ texte : le lien « javascript:alert\(1\) » n'est pas accepté/,
  },
  {
    name: 'a date that does not exist',
    change: (c) => c.replace(ARTICLE, 'date: 2024-05-15', 'date: 2024-02-30'),
    message: /→ date : « 2024-02-30 » n'est pas une date\. Écrivez-la année-mois-jour/,
  },
  {
    name: 'a date written the French way',
    change: (c) => c.replace(ARTICLE, 'date: 2024-05-15', 'date: 15/05/2024'),
    message: /→ date : « 15\/05\/2024 » n'est pas une date/,
  },
  {
    name: 'an hour written 8h',
    change: (c) => c.editYaml('settings/centre.yml', (doc) => doc.setIn(['hours', 'centre', 0, 'opens'], '8h')),
    message: /^content\/settings\/centre\.yml → horaires › centre n°1 › ouverture : « 8h » n'est pas une heure\. Écrivez-la HH:MM/,
  },
  {
    name: 'an unknown placeholder',
    change: (c) => c.replace(ARTICLE, '## Avant le rendez-vous', 'Appelez le {tel.urgence}.\n\n## Avant le rendez-vous'),
    message: /→ texte : \{tel\.urgence\} n'est pas un renvoi connu\. Les renvois possibles sont : \{centre\}, .*\{tel\.urgences\}/,
  },
  {
    name: 'a field name with a typo',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.set('titel', 'Soins')),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml : « titel » : ce champ n'existe pas ici\. Vérifiez son nom/,
  },
  {
    name: 'a YAML file broken by hand',
    change: (c) => c.replace(SERVICE, 'color: blue', 'color: blue\n  - oops: [\n'),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml → ligne \d+ : le fichier est mal formé/,
  },
  {
    name: 'a field written twice',
    change: (c) => c.replace(ARTICLE, 'category: support', 'category: support\ncategory: health'),
    message: /^content\/articles\/fr\/accompagner-un-proche-age-a-l-hopital\.md → ligne \d+ : un champ est écrit deux fois : gardez-en un seul\./,
  },
  {
    name: 'a rating of six stars',
    change: (c) => c.editYaml('home/testimonials.yml', (doc) => doc.setIn(['items', 0, 'rating'], 6)),
    message: /^content\/home\/testimonials\.yml → élément n°1 › note : « 6 » est trop grand : le maximum est 5/,
  },
  {
    name: 'a home card for a service that does not exist',
    change: (c) => c.editYaml('home/services.yml', (doc) => doc.setIn(['cards', 0, 'service'], 9)),
    message: /^content\/home\/services\.yml → carte n°1 › service : il n'y a pas de service n°9/,
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
  it('loads with no error and no warning', () => {
    const { content, errors, warnings } = fresh().load();
    expect(errors.map(formatProblem)).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([]);
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

describe('a staff-like edit', () => {
  it('changes a price: the service shows it', () => {
    const content = fresh();
    content.editYaml(SERVICE, (doc) => doc.setIn(['prices', 0, 'min'], 3500));
    const { content: loaded, errors } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.services.find((service) => service.id === 2)?.prices[0]?.min).toBe(3500);
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
    content.editYaml('settings/centre.yml', (doc) => doc.setIn(['hours', 'homeCare', 'closes'], '21:30'));
    const { content: loaded, errors } = content.load();
    expect(errors).toEqual([]);
    const slide = loaded?.servicesSlides.find((candidate) => candidate.subtitle.fr.includes('tous les jours'));
    expect(slide?.subtitle.fr).toContain('de 7\u00A0h à 21\u00A0h\u00A030');
    expect(slide?.subtitle.en).toContain('from 7:00\u00A0am to 9:30\u00A0pm');
  });

  it('adds a sixth article in both languages: it takes number 6 and leads the blog', () => {
    const content = fresh();
    const french = content.read(ARTICLE).replace('id: 1', 'id: 6').replace('date: 2024-05-15', 'date: 2024-06-01').replace(/^title: .*$/m, 'title: Bien dormir à tout âge');
    content.write('articles/fr/bien-dormir.md', french);
    content.write('articles/en/bien-dormir.md', content.read(ARTICLE_EN).replace(/^title: .*$/m, 'title: Sleeping well at any age'));
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    for (const locale of ['fr', 'en'] as const) {
      expect(loaded?.articles[locale]).toHaveLength(6);
      expect(loaded?.articles[locale][0]).toMatchObject({ id: 6, slug: 'bien-dormir', locales: ['fr', 'en'] });
    }
    expect(loaded?.articles.en[0]?.title).toBe('Sleeping well at any age');
  });

  it('publishes an article written in French only in French, with a warning', () => {
    const content = fresh();
    content.write('articles/fr/bien-dormir.md', content.read(ARTICLE).replace('id: 1', 'id: 6'));
    // What the editor writes for a language nobody filled in: the duplicated facts, no text.
    content.write('articles/en/bien-dormir.md', '---\nid: 6\ndate: 2024-05-15\n---\n');
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.articles.fr.map((article) => article.id)).toContain(6);
    expect(loaded?.articles.fr.find((article) => article.id === 6)?.locales).toEqual(['fr']);
    expect(loaded?.articles.en.map((article) => article.id)).not.toContain(6);
    expect(warnings.map(formatProblem)).toEqual([
      "content/articles/fr/bien-dormir.md : pas de version anglaise : l'article n°6 est publié en français seulement (il n'apparaît pas sur le site anglais).",
    ]);
  });

  it('unpublishes an article: it leaves both lists, and an article that named it gets a warning', () => {
    const content = fresh();
    content.replace('articles/fr/prevenir-les-chutes-a-domicile.md', 'icon:', 'draft: true\nicon:');
    const { content: loaded, errors, warnings } = content.load();
    expect(errors).toEqual([]);
    expect(loaded?.articles.fr.map((article) => article.id)).not.toContain(2);
    expect(loaded?.articles.en.map((article) => article.id)).not.toContain(2);
    expect(warnings.map(formatProblem)).toContainEqual(expect.stringMatching(/accompagner-un-proche-age-a-l-hopital\.md → article lié n°1 : l'article n°2 n'est pas publié/));
  });

  it('accepts optional fields the editor left blank, as if they were absent', () => {
    const content = fresh();
    content.editYaml(SERVICE, (doc) => {
      doc.setIn(['prices', 0, 'max'], null);
      doc.setIn(['prices', 0, 'per'], doc.createNode({ fr: '', en: '' }));
    });
    content.replace(ARTICLE, /^metaTitle: .*$/m, "metaTitle: ''");
    content.replace(ARTICLE, 'category: support', "category: support\nauthor: ''\ndraft: null");
    content.replace(ARTICLE, /related:\n  - 2\n  - 5/, 'related: null');
    const { content: loaded, errors } = content.load();
    expect(errors.map(formatProblem)).toEqual([]);
    expect(loaded?.services.find((service) => service.id === 2)?.prices[0]).toEqual({ option: expect.any(Object), min: 3000 });
    const article = loaded?.articles.fr.find((candidate) => candidate.id === 1);
    expect(article).toMatchObject({ author: undefined, related: [] });
    expect(article).not.toHaveProperty('metaTitle');
  });

  it('quotes a new phone number everywhere its placeholder stands, and nowhere else', () => {
    const content = fresh();
    content.editYaml('settings/centre.yml', (doc) => doc.setIn(['phones', 'emergency', 'number'], '+237 6 99 88 77 66'));
    const { content: loaded } = content.load();
    const article = loaded?.articles.fr.find((candidate) => candidate.id === 1);
    const text = proseBlocks(article!.body).map((block) => block.text).join('\n');
    expect(text).toContain('+237\u00A06\u00A099\u00A088\u00A077\u00A066');
    expect(text).not.toContain('00\u00A000\u00A003');
  });
});
