import { describe, expect, it } from 'vitest';
import { describeChanges, type FieldSpec } from '@/editor/history/changes';
import type { CollectionConfig } from '@/editor/history/entry-history';
import { decapConfig } from '@/pipeline/lib/decap-config';

/*
 * « Historique »: what a version changed, in the sentences staff read, with the labels of the generated
 * config (the content schemas'): a field told changed when it was not, a change missed, a list's item
 * misread or a value shown in the wrong words is what each test here would catch.
 */

const config = decapConfig({});
const collection = (name: string) => config.collections.find((candidate) => candidate.name === name) as unknown as CollectionConfig;
const fieldsOf = (name: string) => collection(name).fields as FieldSpec[];
const jobs = fieldsOf('jobs');
const doctors = fieldsOf('doctors');
const articles = fieldsOf('articles');
const centre = collection('centre').files!.find((file) => file.name === 'centre')!.fields as FieldSpec[];
// Intl's French groups thousands with a narrow no-break space, and FCFA follows a no-break space: compared with plain spaces.
const plain = (lines: string[]) => lines.map((line) => line.replace(/[\u202f\u00a0]/g, ' '));

describe('a field told changed only when staff would see it changed', () => {
  it('a value left out in one version and saved empty in the other (a blank, nothing, an empty list, an object of blanks) is no change', () => {
    const before = { title: { fr: 'Aide-soignant' }, partTime: false };
    const after = { title: { fr: 'Aide-soignant', en: '' }, partTime: false, hours: { fr: null }, pay: { max: null, min: '' }, quartiers: [] };
    expect(describeChanges(jobs, before, after)).toEqual([]);
    expect(describeChanges(jobs, after, before)).toEqual([]);
  });

  it('a number or a switch that stayed the same is not told beside the field that changed', () => {
    expect(describeChanges(doctors, { id: 3, name: 'Dr Ada' }, { id: 3, name: 'Dr Ada Nkolo' })).toEqual(['Nom : « Dr Ada » → « Dr Ada Nkolo »']);
    expect(plain(describeChanges(jobs, { partTime: true, pay: { min: 150000, per: 'month' } }, { partTime: true, pay: { min: 175000, per: 'month' } }))).toEqual(['Salaire › Montant : 150 000 → 175 000 FCFA']);
  });

  it('a text that only gained or lost spaces or a line break at its end is no change (YAML ends a long text with one)', () => {
    expect(describeChanges(articles, { title: 'Les chutes ', body: 'Un texte.' }, { title: 'Les chutes', body: 'Un texte.\n' })).toEqual([]);
    expect(describeChanges(articles, { title: 'Les chutes', body: 'Un texte.\n\n' }, { title: 'Les chutes  ', body: 'Un texte.' })).toEqual([]);
    expect(describeChanges(articles, { title: 'Les chutes' }, { title: ' Les chutes' })).toHaveLength(1);
  });

  it('an amount an older version kept as text is told as it was written, beside the new amount, rather than « NaN » or an error', () => {
    expect(plain(describeChanges(jobs, { pay: { min: '4 000' } }, { pay: { min: 40000 } }))).toEqual(['Salaire › Montant : « 4 000 » → 40 000 FCFA']);
    expect(describeChanges(doctors, { id: '3' }, { id: 3 })).toEqual(['Numéro : « 3 » → 3']);
  });
});

describe('each value in the words the form shows it', () => {
  it('an empty value as « (vide) », an amount taken away included', () => {
    expect(plain(describeChanges(jobs, { pay: { min: 150000 } }, { pay: { min: 150000, max: 200000 } }))).toEqual(['Salaire › Montant maximum : (vide) → 200 000 FCFA']);
    expect(plain(describeChanges(jobs, { pay: { min: 150000, max: 200000 } }, { pay: { min: 150000 } }))).toEqual(['Salaire › Montant maximum : 200 000 → (vide)']);
    expect(describeChanges(jobs, { title: { fr: 'Infirmier' } }, { title: { fr: 'Infirmier', en: 'Nurse' } })).toEqual(['Titre › Anglais : (vide) → « Nurse »']);
  });

  it('a switch as « oui » or « non »', () => {
    expect(describeChanges(jobs, { partTime: false }, { partTime: true })).toEqual(['Temps partiel : non → oui']);
    expect(describeChanges(articles, {}, { draft: true })).toEqual(['Dépublié : (vide) → oui']);
  });

  it('a plain number as typed, its decimals kept, where an amount is grouped in thousands', () => {
    expect(describeChanges(centre, { geo: { latitude: 3.8667 } }, { geo: { latitude: 3.87 } })).toEqual(['Position › Latitude : 3.8667 → 3.87']);
    expect(plain(describeChanges(centre, { quartiers: [{ name: 'Bastos', travelFee: 1500 }] }, { quartiers: [{ name: 'Bastos', travelFee: 2500 }] }))).toEqual([
      'Quartiers desservis n°1 › Frais de déplacement : 1 500 → 2 500 FCFA',
    ]);
  });

  it('a choice of several days by each day’s French name, not the code the file keeps', () => {
    const row = (days: string[]) => ({ hours: { reception: [{ label: { fr: 'Semaine' }, days, opens: '08:00', closes: '17:00' }] } });
    expect(describeChanges(centre, row(['Monday', 'Tuesday']), row(['Monday', 'Tuesday', 'Wednesday']))).toEqual(['Horaires › Accueil et téléphone n°1 › Jours : Lundi, Mardi → Lundi, Mardi, Mercredi']);
    expect(describeChanges(centre, row(['Saturday']), row([]))).toEqual(['Horaires › Accueil et téléphone n°1 › Jours : Samedi → (vide)']);
  });

  it('a choice the config lists as a plain word (as Decap allows) by that word', () => {
    const unit: FieldSpec = { name: 'unit', label: 'Unité', widget: 'select', options: ['heure', 'visite'] };
    expect(describeChanges([unit], { unit: 'heure' }, { unit: 'visite' })).toEqual(['Unité : heure → visite']);
  });

  it('a short text quoted on one line, without the spaces and line breaks around it', () => {
    expect(describeChanges(jobs, { hours: { fr: '  Matin' } }, { hours: { fr: 'Matin\net   soir\n' } })).toEqual(['Horaires › Français : « Matin » → « Matin et soir »']);
  });

  it('a quote cut at 60 characters with « … », one of exactly 60 kept whole', () => {
    const sixty = 'Aide-soignante de nuit auprès de personnes âgées, à Bastos !';
    expect(sixty).toHaveLength(60);
    const [whole] = describeChanges(jobs, { title: { fr: 'Aide-soignante' } }, { title: { fr: sixty } });
    expect(whole).toBe(`Titre › Français : « Aide-soignante » → « ${sixty} »`);
    const [cut] = describeChanges(jobs, { title: { fr: 'Aide-soignante' } }, { title: { fr: `${sixty}!` } });
    expect(cut).toBe(`Titre › Français : « Aide-soignante » → « ${sixty.slice(0, 59)}… »`);
  });

  it('a long text added, changed or cleared said in words, never quoted', () => {
    expect(describeChanges(articles, {}, { lead: 'Un chapeau.', body: 'Un texte.' })).toEqual(['Chapeau : texte ajouté', 'Texte : texte ajouté']);
    expect(describeChanges(articles, { lead: 'Un chapeau.', body: 'Un texte.' }, { lead: 'Un autre.', body: '' })).toEqual(['Chapeau : texte modifié', 'Texte : texte effacé']);
  });
});

describe('a photo told by what happened to it', () => {
  it('a doctor’s photo taken away; one added where YAML kept the group empty (« image: » and nothing after it)', () => {
    expect(describeChanges(doctors, { image: { src: '/media/ada.jpg' } }, {})).toEqual(['Image : photo retirée']);
    expect(describeChanges(doctors, { image: null }, { image: { src: '/media/ada.jpg' } })).toEqual(['Image : photo ajoutée']);
  });

  it('a field named « Photo » reads « Photo ajoutée »; a photo with a longer name, or inside a group, keeps its name', () => {
    const fields: FieldSpec[] = [
      { name: 'photo', label: 'Photo', widget: 'image' },
      { name: 'team', label: 'Photo de l’équipe', widget: 'image' },
      { name: 'portrait', label: 'Portrait', widget: 'object', fields: [{ name: 'photo', label: 'Photo', widget: 'image' }] },
      { name: 'src', label: 'Fichier', widget: 'image' },
      { name: 'link', label: 'Lien', widget: 'object', fields: [{ name: 'src', label: 'Adresse', widget: 'string' }] },
    ];
    const before = { photo: '/media/a.jpg', portrait: { photo: '/media/c.jpg' }, src: '/media/d.jpg', link: { src: 'https://a.example' } };
    const after = { team: '/media/b.jpg', portrait: { photo: '/media/e.jpg' }, link: { src: 'https://b.example' } };
    expect(describeChanges(fields, before, after)).toEqual([
      'Photo retirée',
      'Photo de l’équipe : photo ajoutée',
      'Portrait › Photo : photo remplacée',
      'Fichier : photo retirée',
      'Lien › Adresse : « https://a.example » → « https://b.example »',
    ]);
  });

  it('a file field (a document) told added or replaced, never by its path', () => {
    const document: FieldSpec = { name: 'leaflet', label: 'Dépliant', widget: 'file' };
    // No schema has a file field yet: what it is called (« photo » today) is left open, not that its path stays out.
    const [line, ...rest] = describeChanges([document], { leaflet: '/media/a.pdf' }, { leaflet: '/media/b.pdf' });
    expect(rest).toEqual([]);
    expect(line).toMatch(/^Dépliant : \S+ remplacée?$/);
  });
});

describe('a list’s items told by their number', () => {
  it('an item added at the end of a list of words, quoted; the first item of a list that was not there', () => {
    expect(describeChanges(jobs, { quartiers: ['Bastos'] }, { quartiers: ['Bastos', 'Essos'] })).toEqual(['Quartiers n°2 : ajouté « Essos »']);
    expect(describeChanges(jobs, {}, { quartiers: ['Bastos'] })).toEqual(['Quartiers n°1 : ajouté « Bastos »']);
    expect(describeChanges(jobs, { quartiers: ['Bastos'] }, {})).toEqual(['Quartiers n°1 : retiré « Bastos »']);
  });

  it('two items added at the end, or two taken away, each told by its number', () => {
    expect(describeChanges(jobs, { quartiers: ['Bastos'] }, { quartiers: ['Bastos', 'Essos', 'Mvog-Mbi'] })).toEqual(['Quartiers n°2 : ajouté « Essos »', 'Quartiers n°3 : ajouté « Mvog-Mbi »']);
    const requirements = (...items: string[]) => ({ requirements: items.map((fr) => ({ fr, en: fr })) });
    expect(describeChanges(jobs, requirements('Diplôme', 'Permis', 'Anglais'), requirements('Diplôme'))).toEqual([
      'Ce que nous demandons n°2 : retiré (« Permis »)',
      'Ce que nous demandons n°3 : retiré (« Anglais »)',
    ]);
  });

  it('an item changed in place told alone, the unchanged ones before it left out', () => {
    expect(describeChanges(jobs, { quartiers: ['Bastos', 'Essos'] }, { quartiers: ['Bastos', 'Mvog-Mbi'] })).toEqual(['Quartiers n°2 : « Essos » → « Mvog-Mbi »']);
    expect(describeChanges(centre, { holidays: { worked: ['2026-05-01', '2026-05-20'] } }, { holidays: { worked: ['2026-05-01', '2026-05-21'] } })).toEqual([
      'Jours fériés › Jours fériés travaillés n°2 : « 2026-05-20 » → « 2026-05-21 »',
    ]);
  });

  it('a list inside a group named with the group’s label first', () => {
    const rows = (...labels: string[]) => ({ hours: { reception: labels.map((fr) => ({ label: { fr }, days: ['Monday'], opens: '08:00', closes: '12:00' })) } });
    expect(describeChanges(centre, rows('Semaine', 'Samedi'), rows('Semaine'))).toEqual(['Horaires › Accueil et téléphone n°2 : retiré (« Samedi »)']);
    expect(describeChanges(centre, rows('Semaine'), rows('Semaine', 'Samedi', 'Dimanche'))).toEqual([
      'Horaires › Accueil et téléphone n°2 : ajouté (« Samedi »)',
      'Horaires › Accueil et téléphone n°3 : ajouté (« Dimanche »)',
    ]);
  });

  it('an item added named by its first words, past a blank name, a number and a list of days; none when it has no words', () => {
    const quartiers = [{ name: 'Bastos', travelFee: 1000 }];
    expect(describeChanges(centre, { quartiers }, { quartiers: [...quartiers, { name: '  ', travelFee: 2000, delay: { fr: 'Le jour même' } }] })).toEqual([
      'Quartiers desservis n°2 : ajouté (« Le jour même »)',
    ]);
    expect(describeChanges(centre, { quartiers }, { quartiers: [...quartiers, { travelFee: 2000 }] })).toEqual(['Quartiers desservis n°2 : ajouté']);
    const row = { label: { fr: 'Semaine' }, days: ['Monday'], opens: '08:00' };
    expect(describeChanges(centre, { hours: { reception: [row] } }, { hours: { reception: [row, { days: ['Saturday'], opens: '09:00' }] } })).toEqual([
      'Horaires › Accueil et téléphone n°2 : ajouté (« 09:00 »)',
    ]);
  });

  it('a list whose items are choices, numbers or words without a field of their own, read as the form shows them', () => {
    const days: FieldSpec = { name: 'days', label: 'Jours', widget: 'list', field: { name: 'day', label: 'Jour', widget: 'select', options: [{ label: 'Lundi', value: 'Monday' }, { label: 'Mardi', value: 'Tuesday' }] } };
    expect(describeChanges([days], { days: ['Monday'] }, { days: ['Tuesday'] })).toEqual(['Jours n°1 : Lundi → Mardi']);
    const tags: FieldSpec = { name: 'tags', label: 'Mots-clés', widget: 'list' };
    expect(describeChanges([tags], { tags: ['soins', 'nuit'] }, { tags: ['soins', 'jour'] })).toEqual(['Mots-clés n°2 : « nuit » → « jour »']);
    const floors: FieldSpec = { name: 'floors', label: 'Étages', widget: 'list', field: { name: 'floor', label: 'Étage', widget: 'number' } };
    expect(describeChanges([floors], { floors: [1, 2] }, { floors: [1, 2, 3] })).toEqual(['Étages n°3 : ajouté « 3 »']);
  });
});
