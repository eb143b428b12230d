import { perLocale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/* The words of a legal page around its text (content/legal/). */

/** `legalPageWords[locale].contents` */
export const legalPageWords = perLocale({
  eyebrow: { fr: 'Informations légales', en: 'Legal information' },
  updated: { fr: `Dernière mise à jour${nbsp}: `, en: 'Last updated: ' },
  contents: { fr: 'Sommaire', en: 'Contents' },
});
