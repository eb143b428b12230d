import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { addDays, doualaToday } from '@/lib/douala-date';
import { projectDir, sourceContentDir, type ContentCopy } from './content-fixture';

/*
 * The bad files staff could write, each with the build's message: one table, run through the build's
 * check (tests/content/content-files.test.ts) and through the editor's (tests/editor/editor-check.test.ts), so the two
 * cannot drift apart. Numbers, dates and names the messages quote are read from the files, never
 * written here (tests/editor/staff-edits.test.ts runs both on staff-like edits).
 */

export const SERVICE = 'services/soins-medicaux-a-domicile.yml';
export const ARTICLE = 'articles/fr/accompagner-un-proche-age-a-l-hopital.md';
export const ARTICLE_EN = 'articles/en/accompagner-un-proche-age-a-l-hopital.md';

/** The numbers (`id`) of a folder's files, as typed, drafts included, in order. */
function idsIn(folder: string): number[] {
  return readdirSync(join(sourceContentDir, folder))
    .map((name) => Number(/^id: *(\d+)/m.exec(readFileSync(join(sourceContentDir, folder, name), 'utf8'))?.[1]))
    .sort((a, b) => a - b);
}
const idOf = (file: string) => Number(/^id: *(\d+)/m.exec(readFileSync(join(sourceContentDir, file), 'utf8'))?.[1]);
export const SERVICE_IDS = idsIn('services');
/** Another service's file, whichever comes first. */
const OTHER_SERVICE = `services/${readdirSync(join(sourceContentDir, 'services')).filter((name) => `services/${name}` !== SERVICE).sort()[0]}`;
/** A content file's path as a message names it, for a RegExp. */
const inFile = (file: string) => `content/${file}`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
export const ARTICLE_IDS = idsIn('articles/fr');
export const NEXT_SERVICE = Math.max(...SERVICE_IDS) + 1;
export const NEXT_ARTICLE = Math.max(...ARTICLE_IDS) + 1;
export const SERVICE_ID = idOf(SERVICE);
export const ARTICLE_ID = idOf(ARTICLE);
const CENTRE = 'settings/centre.yml';
const LANGUAGES = 'settings/languages.yml';
/** A position's file, whichever comes first. */
const JOB = `jobs/${readdirSync(join(sourceContentDir, 'jobs')).sort()[0]}`;
/** The number a new way to pay takes in the centre's list, whatever the list holds today. */
const NEXT_PAYMENT = (parse(readFileSync(join(sourceContentDir, CENTRE), 'utf8')) as { payment: unknown[] }).payment.length + 1;
/** A doctor's file, whichever comes first. */
const DOCTOR = `doctors/${readdirSync(join(sourceContentDir, 'doctors')).sort()[0]}`;
/** Text at the top of an article's body, right after its front matter. */
const atTopOfBody = (text: string) => (c: ContentCopy) => c.replace(ARTICLE, /\n---\n/, `\n---\n${text}\n\n`);

export interface BadFile {
  name: string;
  change: (content: ContentCopy) => void;
  /** The message, as the build prints it: « content/<file> → <field> : <what and how to fix> ». */
  message: RegExp;
  /**
   * The editor's message when it differs: of two files with one number, the build refuses the one
   * that sorts last, the editor the entry being edited (tests/editor/editor-check.test.ts).
   */
  editorMessage?: RegExp;
}

export const BAD_FILES: BadFile[] = [
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
    name: "a position's pay as a range upside down",
    change: (c) => c.editYaml(JOB, (doc) => doc.setIn(['pay'], { min: '120.000', max: '90 000', per: 'month' })),
    message: /^content\/jobs\/[a-z-]+\.yml → salaire › montant maximum : le montant maximum \(90.000.FCFA\) est plus petit que le montant \(120.000.FCFA\)/,
  },
  {
    name: "a position's pay with cents",
    change: (c) => c.editYaml(JOB, (doc) => doc.setIn(['pay'], { min: '2500,75', per: 'hour' })),
    message: /→ salaire › montant : « 2500,75 » n'est pas un montant en FCFA entier/,
  },
  {
    name: "a position's pay without its period",
    change: (c) => c.editYaml(JOB, (doc) => doc.setIn(['pay'], { min: 90000 })),
    message: /→ salaire › par : la période du salaire est vide : choisissez par mois, par semaine, par jour ou par heure\./,
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
    // 161 characters: one more than a search result shows whole.
    name: 'a service’s description too long for search results',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.setIn(['description', 'fr'], `Des soins à domicile, ${'jour et nuit, '.repeat(10)}`.padEnd(161, '.'))),
    message: /^content\/services\/soins-medicaux-a-domicile\.yml → description \(en français\) : 161 caractères : de 120 à 160 caractères \(pour tenir entière dans les résultats de recherche\)\.$/,
  },
  {
    name: 'an English excerpt too short for search results',
    change: (c) => c.editFrontMatter(ARTICLE_EN, (doc) => doc.set('excerpt', 'How to help a parent in hospital.')),
    message: /^content\/articles\/en\/accompagner-un-proche-age-a-l-hopital\.md → extrait : 33 caractères : de 120 à 160 caractères/,
  },
  {
    name: 'an empty English text in a doctor’s file',
    change: (c) => c.editYaml('doctors/samuel-fouda.yml', (doc) => doc.setIn(['specialty', 'en'], '  ')),
    message: /^content\/doctors\/samuel-fouda\.yml → spécialité \(en anglais\) : ce texte est vide/,
  },
  {
    name: 'a FAQ answer in French only',
    change: (c) => c.editYaml('home/faq.yml', (doc) => doc.deleteIn(['items', 1, 'answer', 'en'])),
    message: /^content\/home\/faq\.yml → question n°2 › réponse \(en anglais\) : ce champ est vide/,
  },
  {
    name: 'a line of the footer in French only',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.set('footer', [{ label: { fr: 'Kinésithérapie' }, icon: 'walk', place: 2 }])),
    message: new RegExp(`^${inFile(SERVICE)} → bas de page n°1 › libellé \\(en anglais\\) : ce champ est vide`),
  },
  {
    name: 'a line of the footer that another service already puts there',
    change: (c) => {
      c.editYaml(SERVICE, (doc) => doc.set('footer', [{ label: { fr: 'Kinésithérapie', en: 'Physiotherapy' }, icon: 'walk', place: 1 }]));
      c.editYaml(OTHER_SERVICE, (doc) => doc.set('footer', [{ label: { fr: 'Kinésithérapie', en: 'Physio' }, icon: 'walk', place: 1 }]));
    },
    // A tie follows the services' numbers: the one with the higher number is the second.
    message: new RegExp(`^content/services/.+\\.yml → bas de page n°1 › libellé \\(en français\\) : « Kinésithérapie » est déjà une ligne du bas de page \\(content/services/`),
  },
  {
    name: 'a line of the footer at place 0',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.set('footer', [{ label: { fr: 'Kinésithérapie', en: 'Physiotherapy' }, icon: 'walk', place: 0 }])),
    message: new RegExp(`^${inFile(SERVICE)} → bas de page n°1 › place : `),
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
    editorMessage: new RegExp(
      `^content/services/soins-de-nuit\\.yml → numéro : le numéro ${SERVICE_ID} est déjà celui de content/services/soins-medicaux-a-domicile\\.yml\\. .*prochain numéro libre, ${NEXT_SERVICE}\\.`,
    ),
  },
  {
    // A new entry whose number was left empty: the message says which to take.
    name: 'a new service without its number',
    change: (c) => {
      c.write('services/soins-de-nuit.yml', c.read(SERVICE));
      c.editYaml('services/soins-de-nuit.yml', (doc) => doc.delete('id'));
    },
    message: new RegExp(`^content/services/soins-de-nuit\\.yml → numéro : le numéro est vide : donnez le prochain numéro libre, ${NEXT_SERVICE}\\.`),
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
    message: /→ date : « 15\/05\/2024 » n'est pas écrite comme le site l'attend : écrivez la date année-mois-jour avec des tirets, ici 2024-05-15\./,
  },
  {
    name: 'a date typed in French words, with no year',
    change: (c) => c.replace(ARTICLE, /^date: .*$/m, 'date: 3 décembre'),
    message: /→ date : « 3 décembre » n'est pas écrite comme le site l'attend : écrivez la date année-mois-jour avec des tirets, ici \d{4}-12-03 si c'est bien le 3\u00A0décembre\u00A0\d{4}\./,
  },
  {
    name: 'an hour written 8h',
    change: (c) => c.editYaml('settings/centre.yml', (doc) => doc.setIn(['hours', 'reception', 0, 'opens'], '8h')),
    message: /^content\/settings\/centre\.yml → horaires › accueil et téléphone n°1 › ouverture : « 8h » n'est pas une heure\. Écrivez-la HH:MM/,
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
    message: /^content\/home\/testimonials\.yml → témoignage n°1 › note : « 6 » est trop grand : le maximum est 5/,
  },
  {
    name: 'two home cards for one service',
    change: (c) =>
      c.editYaml(SERVICE, (doc) => {
        const card = { place: 1, description: { fr: 'Des soins chez vous.', en: 'Care in your home.' }, features: [1, 2, 3, 4].map((n) => ({ fr: `Point ${n}`, en: `Point ${n}` })) };
        doc.set('home', [card, card]);
      }),
    message: new RegExp(`^${inFile(SERVICE)} → accueil : `),
  },
  {
    name: 'a choice of the form named as another service’s',
    change: (c) => {
      c.editYaml(SERVICE, (doc) => doc.set('form', [{ name: { fr: 'Kinésithérapie', en: 'Physiotherapy' }, place: 1 }]));
      c.editYaml(OTHER_SERVICE, (doc) => doc.set('form', [{ name: { fr: 'kinésithérapie', en: 'Physio' }, place: 2 }]));
    },
    message: new RegExp(`^${inFile(OTHER_SERVICE)} → formulaire de rendez-vous n°1 › nom \\(en français\\) : « kinésithérapie » est déjà un choix du formulaire \\(${inFile(SERVICE)}\\)`),
  },
  {
    name: 'a choice of the form named « Autre », the last choice it always has',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.set('form', [{ name: { fr: 'Autre', en: 'Something else' }, place: 1 }])),
    message: new RegExp(`^${inFile(SERVICE)} → formulaire de rendez-vous n°1 › nom \\(en français\\) : « Autre » est déjà le dernier choix du formulaire`),
  },
  {
    name: 'a choice of the form without its English name',
    change: (c) => c.editYaml(SERVICE, (doc) => doc.set('form', [{ name: { fr: 'Kinésithérapie' }, place: 1 }])),
    message: new RegExp(`^${inFile(SERVICE)} → formulaire de rendez-vous n°1 › nom \\(en anglais\\) : ce champ est vide`),
  },
  {
    name: 'a founder who is not on the team',
    change: (c) => c.editYaml('settings/centre.yml', (doc) => doc.setIn(['founder', 'doctor'], 'elise-mbala')),
    message: /^content\/settings\/centre\.yml → fondatrice › médecin : « elise-mbala » n'est pas un médecin de l'équipe/,
  },
  {
    name: 'a quartier without a name',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.deleteIn(['quartiers', 0, 'name'])),
    message: /^content\/settings\/centre\.yml → quartier n°1 › nom : ce champ est vide alors qu’il est obligatoire/,
  },
  {
    name: 'a quartier listed twice',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.addIn(['quartiers'], { name: String(doc.getIn(['quartiers', 0, 'name'])).toUpperCase() })),
    message: /^content\/settings\/centre\.yml → quartier n°\d+ › nom : « .+ » est déjà dans la liste/,
  },
  {
    name: 'a travel fee in words',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.setIn(['quartiers', 0, 'travelFee'], 'mille francs')),
    message: /^content\/settings\/centre\.yml → quartier n°1 › frais de déplacement : « mille francs » n'est pas un nombre de FCFA/,
  },
  {
    // The decimal point lost while typing (38904 for 3.8904): the map and the directions would point off the Earth.
    name: 'a latitude typed without its decimal point',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.setIn(['geo', 'latitude'], 38904)),
    message: /^content\/settings\/centre\.yml → position › latitude : « 38904 » est trop grand : le maximum est 90\.$/,
  },
  {
    // A stray minus and the decimal point lost (-1151310 for 11.5131): the same map off the Earth, past the other bound.
    name: 'a longitude typed without its decimal point',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.setIn(['geo', 'longitude'], -1151310)),
    message: /^content\/settings\/centre\.yml → position › longitude : « -1151310 » est trop petit : le minimum est -180\.$/,
  },
  {
    name: 'a payment number that is not a phone number',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.addIn(['payment'], { method: 'orange-money', number: '6 99 12 34' })),
    message: new RegExp(`^content/settings/centre\\.yml → moyen de paiement n°${NEXT_PAYMENT} › numéro : « 6 99 12 34 » n'est pas un numéro de téléphone international`),
  },
  {
    name: 'a number for cash',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.addIn(['payment'], { method: 'cash', number: '+237 6 99 12 34 56' })),
    message: new RegExp(`^content/settings/centre\\.yml → moyen de paiement n°${NEXT_PAYMENT} › numéro : un paiement en espèces n’a pas de numéro`),
  },
  {
    name: 'an unknown way to pay',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.addIn(['payment'], { method: 'cheque' })),
    message: new RegExp(`^content/settings/centre\\.yml → moyen de paiement n°${NEXT_PAYMENT} › moyen : « cheque » n'est pas une valeur possible\\. Choisissez parmi : cash, mtn-momo`),
  },
  {
    name: 'an authorisation dated tomorrow',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.setIn(['authorisation', 'date'], addDays(doualaToday(), 1))),
    message: /^content\/settings\/centre\.yml → autorisation › date : « \d{4}-\d{2}-\d{2} » est une date à venir/,
  },
  {
    name: 'an authorisation without its number',
    change: (c) => c.editYaml(CENTRE, (doc) => doc.setIn(['authorisation', 'number'], '')),
    message: /^content\/settings\/centre\.yml → autorisation › numéro : ce texte est vide/,
  },
  {
    name: 'a doctor without their registration',
    change: (c) => c.editYaml(DOCTOR, (doc) => doc.delete('registration')),
    message: /^content\/doctors\/.+\.yml → inscription à l’ordre : ce champ est vide alors qu’il est obligatoire/,
  },
  {
    name: 'a doctor who speaks a language written as a name, not a code',
    change: (c) => c.editYaml(DOCTOR, (doc) => doc.set('languages', ['fr', 'Klingon'])),
    message: /^content\/doctors\/.+\.yml → langue parlée n°2 : « Klingon » n'est pas un code de langue/,
  },
  {
    name: 'a doctor who speaks a language the team’s list does not have',
    change: (c) => c.editYaml(DOCTOR, (doc) => doc.set('languages', ['fr', 'tlh'])),
    message: /^content\/doctors\/.+\.yml → langue parlée n°2 : « tlh » n'est pas une langue de la liste « Le centre › Langues de l’équipe »/,
  },
  {
    name: 'a language twice in the team’s list',
    change: (c) => c.editYaml(LANGUAGES, (doc) => doc.addIn(['languages'], { code: 'fr', name: { fr: 'français', en: 'French' } })),
    message: /^content\/settings\/languages\.yml → langue n°\d+ › code : « fr » est déjà une langue de la liste/,
  },
  {
    // A choice left out: zod's input is undefined, which the message must name, not quote (it crashed the check).
    name: 'an article without its category',
    change: (c) => c.editFrontMatter(ARTICLE, (doc) => doc.delete('category')),
    message: /^content\/articles\/fr\/accompagner-un-proche-age-a-l-hopital\.md → catégorie : ce champ est vide alors qu’il est obligatoire : choisissez parmi [a-z]+, /,
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
