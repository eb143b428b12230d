/*
 * How the build's messages and the editor's preview name a field from the editor's words for it (its
 * label, a list's singular): « prix n°2 › montant », « titre (en anglais) ». No schema here, so the
 * preview can name fields from the words the build wrote into it (pipeline/admin.ts), without zod.
 */

/** The editor's words for a field that name it: content/schema/editor.ts's EditorMeta, in part. */
export interface FieldWords {
  label?: string;
  labelSingular?: string;
}

const LANGUAGES: Record<string, string> = { fr: 'en français', en: 'en anglais' };

/** Labels that begin with a proper noun keep its capital inside a message. */
const PROPER_NOUN = /^(?:Facebook|Instagram|WhatsApp)\b/;

const inSentence = (label: string) => (PROPER_NOUN.test(label) ? label : `${label.charAt(0).toLocaleLowerCase('fr')}${label.slice(1)}`);

/** An item of the list `words` label, before its number: its singular when that names the list (« prix »), else the list (« centre »). */
function itemName(words: FieldWords | undefined, fallback: string): string {
  const singular = words?.labelSingular;
  if (!singular || !words.label) return fallback;
  const namesTheList = words.label.toLocaleLowerCase('fr').includes(singular.split(' ')[0]!.toLocaleLowerCase('fr'));
  return namesTheList ? inSentence(singular) : fallback;
}

/**
 * The field at `path` as staff read it: ['prices', 1, 'min'] → « prix n°2 › montant », ['title', 'en'] →
 * « titre (en anglais) ». `wordsFor` is called once per key, in order (a walker may follow the path), and
 * gives the editor's words for a field's key.
 */
export function namePath(path: readonly PropertyKey[], wordsFor: (key: PropertyKey) => FieldWords | undefined): string {
  const parts: string[] = [];
  let list: FieldWords | undefined;
  for (const key of path) {
    const words = wordsFor(key);
    if (typeof key === 'number') {
      const last = parts.pop() ?? 'élément';
      parts.push(`${itemName(list, last)} n°${key + 1}`);
      list = undefined;
    } else if (typeof key === 'string' && key in LANGUAGES) {
      const last = parts.pop();
      parts.push(last ? `${last} (${LANGUAGES[key]})` : `texte (${LANGUAGES[key]})`);
    } else {
      parts.push(words?.label ? inSentence(words.label) : `« ${String(key)} »`);
      list = words;
    }
  }
  return parts.join(' › ');
}
