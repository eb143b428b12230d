import type { ValidationMessages } from '@/lib/request';
import { LIMITS } from '@/lib/request/values';

/*
 * What every form says when the name rule (lib/request/kinds/rules.ts, nameProblem) refuses a name typed:
 * written once for the appointment's form, « Rappelez-moi » and the application. Whether a name may be left
 * empty differs from form to form, so that (and a name without letters) each says in its own words. One
 * object a language: the words after « Envoyer » come in a module of their language only (fr.ts, en.ts).
 */

type NameRuleWords = Pick<ValidationMessages, 'fullNameDirection' | 'fullNameTooLong'>;

export const NAME_RULE_FR: NameRuleWords = {
  fullNameDirection: "Votre nom contient des caractères invisibles qui changent le sens de l'écriture. Effacez-le et tapez-le à nouveau.",
  fullNameTooLong: `Le nom ne peut pas dépasser ${LIMITS.fullName} caractères.`,
};

export const NAME_RULE_EN: NameRuleWords = {
  fullNameDirection: 'Your name contains invisible characters that change the direction of the writing. Please delete it and type it again.',
  fullNameTooLong: `The name cannot be longer than ${LIMITS.fullName} characters.`,
};

/** Both, by key then language: the shape of /recrutement/'s words (copy/careers.ts). */
export const NAME_RULE_SOURCE = {
  fullNameDirection: { fr: NAME_RULE_FR.fullNameDirection, en: NAME_RULE_EN.fullNameDirection },
  fullNameTooLong: { fr: NAME_RULE_FR.fullNameTooLong, en: NAME_RULE_EN.fullNameTooLong },
};
