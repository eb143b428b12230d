import type * as z from 'zod';

/*
 * What the build says when a file of content/ is wrong, in French, for the centre's staff: the file,
 * the field as the editor names it, what is wrong and how to put it right, e.g.
 *   content/services/soins-medicaux-a-domicile.yml → prix n°2 › montant : « quinze mille » n'est pas
 *   un nombre de FCFA. Écrivez le montant en chiffres, sans espace ni point (par exemple 15000).
 * The field's name is the editor's label, read from the schema (field-names.ts).
 */

/** A value as the message quotes it: « quinze mille » (plain spaces: a terminal's text, not a page's). */
export function quoted(value: unknown): string {
  // JSON.stringify(undefined) is undefined: a field left out reads as empty, never as a crash.
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  return `« ${text.length > 60 ? `${text.slice(0, 57)}…` : text} »`;
}

const isMissing = (input: unknown) => input === undefined || input === null || input === '';

function typeMessage(issue: z.core.$ZodRawIssue & { code: 'invalid_type' }): string {
  const { input, expected } = issue;
  if (isMissing(input)) return 'ce champ est vide alors qu’il est obligatoire : remplissez-le.';
  switch (expected) {
    case 'number':
    case 'int':
      return typeof input === 'number'
        ? `${quoted(input)} n'est pas un nombre entier : écrivez-le sans virgule.`
        : `${quoted(input)} n'est pas un nombre : écrivez-le en chiffres.`;
    case 'string':
      return `${quoted(input)} n'est pas un texte : écrivez un texte.`;
    case 'array':
      return 'une liste est attendue ici.';
    case 'object':
      return 'un groupe de champs est attendu ici (voyez un autre fichier du même dossier pour l’exemple).';
    case 'boolean':
      return `${quoted(input)} n'est ni oui (true) ni non (false).`;
    default:
      return `${quoted(input)} n'est pas une valeur attendue ici.`;
  }
}

/** What a text left empty is told, whichever rule finds it (a name's minimum, a text's own check). */
export const EMPTY_TEXT = 'ce texte est vide : écrivez-le.';

/**
 * The French error map every content file is parsed with (fields with a message of their own, such
 * as amounts or dates, keep theirs).
 */
export function frenchIssue(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_small':
      if (issue.origin === 'array') return `il en faut au moins ${String(issue.minimum)} (ajoutez-en).`;
      if (issue.origin === 'string') return EMPTY_TEXT;
      return `${quoted(issue.input)} est trop petit : le minimum est ${String(issue.minimum)}.`;
    case 'too_big':
      if (issue.origin === 'array') return `il en faut au plus ${String(issue.maximum)} (retirez-en).`;
      return `${quoted(issue.input)} est trop grand : le maximum est ${String(issue.maximum)}.`;
    case 'invalid_value':
      if (isMissing(issue.input)) return `ce champ est vide alors qu’il est obligatoire : choisissez parmi ${issue.values.map(String).join(', ')}.`;
      return `${quoted(issue.input)} n'est pas une valeur possible. Choisissez parmi : ${issue.values.map(String).join(', ')}.`;
    case 'unrecognized_keys':
      return `${issue.keys.map((key) => `« ${key} »`).join(', ')} : ce champ n'existe pas ici. Vérifiez son nom (faute de frappe ?) ou retirez-le.`;
    case 'invalid_union':
      return `${quoted(issue.input)} ne correspond à aucune des formes possibles de ce champ.`;
    case 'invalid_format':
      return `${quoted(issue.input)} n'a pas la forme attendue.`;
    default:
      return issue.message ?? `${quoted(issue.input)} n'est pas accepté ici.`;
  }
}
