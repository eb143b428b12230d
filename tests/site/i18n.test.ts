import { describe, expect, expectTypeOf, it } from 'vitest';
import { localize, plural, pluralForm, type Localized, type Text, type Translated } from '@/lib/i18n';

interface Source {
  id: number;
  title: Text;
  tags: Text[];
  pair: [Text, Text];
  body: Translated<{ heading: string; items: string[] }[]>;
  nested: { label: Text; href: string };
}

const source: Source = {
  id: 3,
  title: { fr: 'Soins', en: 'Care' },
  tags: [
    { fr: 'un', en: 'one' },
    { fr: 'deux', en: 'two' },
  ],
  pair: [
    { fr: 'a', en: 'A' },
    { fr: 'b', en: 'B' },
  ],
  body: { fr: [{ heading: 'Titre', items: ['x'] }], en: [{ heading: 'Heading', items: ['y', 'z'] }] },
  nested: { label: { fr: 'Lien', en: 'Link' }, href: '/about/' },
};

describe('localize', () => {
  it('gives each record its side, at any depth, and keeps the rest', () => {
    expect(localize(source, 'en')).toEqual({
      id: 3,
      title: 'Care',
      tags: ['one', 'two'],
      pair: ['A', 'B'],
      body: [{ heading: 'Heading', items: ['y', 'z'] }],
      nested: { label: 'Link', href: '/about/' },
    });
    expect(localize(source, 'fr').body).toEqual([{ heading: 'Titre', items: ['x'] }]);
  });

  it('types the result as plain values', () => {
    expectTypeOf<Localized<Source>['title']>().toEqualTypeOf<string>();
    expectTypeOf<Localized<Source>['pair']>().toEqualTypeOf<[string, string]>();
    expectTypeOf<Localized<Source>['body'][number]['items']>().toEqualTypeOf<string[]>();
  });

  it('leaves an object with other keys alone', () => {
    expect(localize({ fr: 'x', en: 'y', note: 'z' }, 'en')).toEqual({ fr: 'x', en: 'y', note: 'z' });
    // Two keys, one of them a language's name, are no text in both languages: an English page keeps both.
    expect(localize({ fr: 'x', note: 'z' }, 'en')).toEqual({ fr: 'x', note: 'z' });
  });

  it('keeps a field staff left empty (null in the YAML) as it is', () => {
    expect(localize({ photo: null, title: { fr: 'Soins', en: 'Care' } }, 'en')).toEqual({ photo: null, title: 'Care' });
  });
});

describe('plural', () => {
  const stars = { one: '{count} étoile', other: '{count} étoiles' };

  it('follows each language: French keeps 0 and 1 singular, English only 1', () => {
    expect([0, 1, 2, 5].map((count) => plural(count, stars, 'fr'))).toEqual(['0 étoile', '1 étoile', '2 étoiles', '5 étoiles']);
    expect([0, 1, 2].map((count) => pluralForm(count, 'en'))).toEqual(['other', 'one', 'other']);
  });

  it('writes French « many » (a million) with the plural form', () => {
    expect(pluralForm(1_000_000, 'fr')).toBe('other');
  });
});
