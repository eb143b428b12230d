import { describe, expect, it } from 'vitest';
import { getCountries } from 'libphonenumber-js/min';
import type { Locale } from '@/lib/i18n';
import { countryNames } from '@/components/request/phone/use-phone-kit';

/*
 * Issue 78.8: the phone's country list (react-phone-number-input's labels, loaded with the phone library) read
 * « Guinée équatorial », « Bahrain », « Kuwait », and one label for two countries, « Svalbard et île Jan Mayen SK
 * Slovaque (République) ». Every name of both lists is held here to the platform's (Unicode CLDR's, as
 * Intl.DisplayNames gives them in Node), each departure named with its reason: a name CLDR changes (a new Node)
 * fails here until someone reads it.
 */

const DISPLAY_LOCALES: Record<Locale, string> = { fr: 'fr', en: 'en-GB' };

/** Where the list says otherwise than CLDR, on purpose. */
const DEPARTURES: Record<Locale, Record<string, string>> = {
  fr: {
    // CLDR: « R.A.S. chinoise de Hong Kong », « … de Macao »: a family looks for the city's name.
    HK: 'Hong Kong',
    MO: 'Macao',
    // The library's option for a number with its own + and code (CLDR: « région inconnue »).
    ZZ: 'International',
  },
  en: {
    HK: 'Hong Kong',
    MO: 'Macao',
    ZZ: 'International',
    // CLDR: « Congo - Kinshasa », « Congo - Brazzaville ».
    CD: 'Democratic Republic of the Congo',
    CG: 'Republic of the Congo',
    // CLDR: « Türkiye »; the UK's list of countries still says Turkey.
    TR: 'Turkey',
    // CLDR's en-GB writes « & »: English written out says « and ».
    AG: 'Antigua and Barbuda',
    BA: 'Bosnia and Herzegovina',
    KN: 'St Kitts and Nevis',
    PM: 'St Pierre and Miquelon',
    SJ: 'Svalbard and Jan Mayen',
    ST: 'São Tomé and Príncipe',
    TC: 'Turks and Caicos Islands',
    TT: 'Trinidad and Tobago',
    VC: 'St Vincent and the Grenadines',
    WF: 'Wallis and Futuna',
  },
};

const COUNTRIES = getCountries();

describe.each(['fr', 'en'] as const)('the phone’s country names in %s', (locale) => {
  const loaded = countryNames[locale]();

  it('names every country the library offers, and « International », once each', async () => {
    const names = await loaded;
    expect(COUNTRIES.length).toBeGreaterThan(240);
    for (const country of [...COUNTRIES, 'ZZ' as const]) expect(names[country], country).toEqual(expect.any(String));
    const labels = COUNTRIES.map((country) => names[country]);
    expect(labels.filter((label, index) => labels.indexOf(label) !== index), 'two countries with one name').toEqual([]);
  });

  it('writes each as the platform does in that language, its departures named', async () => {
    const names = await loaded;
    const platform = new Intl.DisplayNames([DISPLAY_LOCALES[locale]], { type: 'region' });
    const wrong = [...COUNTRIES, 'ZZ' as const].flatMap((country) => {
      const expected = DEPARTURES[locale][country] ?? platform.of(country);
      return names[country] === expected ? [] : [`${country}: « ${names[country]} », not « ${expected} »`];
    });
    expect(wrong).toEqual([]);
  });

  it('one country a label, composed as typed (NFC), no code nor « (République) » inside, no stray space', async () => {
    const names = await loaded;
    for (const country of COUNTRIES) {
      const label = names[country]!;
      expect(label, country).toBe(label.normalize('NFC'));
      expect(label, country).toBe(label.trim().replace(/\s+/g, ' '));
      // « … Jan Mayen SK Slovaque (République) »: another country's code and its name run on (« US Virgin Islands » is one).
      expect(label, country).not.toMatch(/\s[A-Z]{2}(\s|$)|\((République|Republic)\)/);
    }
  });
});

it('French names where the list had English ones, agreed and accented (78.8)', async () => {
  const fr = await countryNames.fr();
  expect({ BH: fr.BH, KW: fr.KW, GQ: fr.GQ, SJ: fr.SJ, SK: fr.SK, CZ: fr.CZ, GB: fr.GB }).toEqual({
    BH: 'Bahreïn',
    KW: 'Koweït',
    GQ: 'Guinée équatoriale',
    SJ: 'Svalbard et Jan Mayen',
    SK: 'Slovaquie',
    CZ: 'Tchéquie',
    GB: 'Royaume-Uni',
  });
});
