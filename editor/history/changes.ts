import { formatFcfa } from '@/lib/format';
import { asList, asRecord, isRecord } from '@/lib/unknown-value';

/*
 * What changed between two versions of an entry, in words staff understand: each field by the label
 * the editor shows (the content schemas' labels, through Decap's config: pipeline/lib/decap-config/),
 * an item of a list by its number (« Prix n°1 › Montant : 4 000 → 40 FCFA »), a long text or a photo
 * by what happened to it (« Texte › Français : texte modifié », « Photo : photo remplacée »).
 */

/** A field of Decap's config, as the editor holds it (the parts read here). */
export interface FieldSpec {
  name: string;
  label?: string;
  widget?: string;
  fields?: FieldSpec[];
  field?: FieldSpec;
  options?: (string | { label: string; value: unknown })[];
}

type Data = Record<string, unknown>;

const LONG_TEXT = new Set(['text', 'markdown']);
const AMOUNT = 'amount';
const QUOTE_LENGTH = 60;
const EMPTY = '(vide)';

const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** Two values of a file as equal (a key left out and a blank are the same to staff). */
export function sameData(a: unknown, b: unknown): boolean {
  if (isBlank(a) && isBlank(b)) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    const left = asList(a);
    const right = asList(b);
    return left.length === right.length && left.every((item, index) => sameData(item, right[index]));
  }
  if (isRecord(a) || isRecord(b)) {
    const left = asRecord(a);
    const right = asRecord(b);
    return [...new Set([...Object.keys(left), ...Object.keys(right)])].every((key) => sameData(left[key], right[key]));
  }
  return a === b || (typeof a === 'string' && typeof b === 'string' && a.trimEnd() === b.trimEnd());
}

function quoted(value: unknown): string {
  const text = String(value).replace(/\s+/g, ' ').trim();
  return `« ${text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text} »`;
}

const amountFormatter = new Intl.NumberFormat('fr-CM', { maximumFractionDigits: 0 });

/** A leaf's value as the editor shows it. */
function shown(field: FieldSpec, value: unknown): string {
  if (isBlank(value)) return EMPTY;
  if (field.widget === 'boolean') return value ? 'oui' : 'non';
  if (field.widget === AMOUNT && typeof value === 'number') return amountFormatter.format(value);
  // A choice of several (the days of a row of hours) is each choice's label, as the form shows them.
  if (Array.isArray(value)) return value.map((item) => choiceLabel(field, item) ?? String(item)).join(', ');
  const label = choiceLabel(field, value);
  if (label !== undefined) return label;
  if (typeof value === 'number') return String(value);
  return quoted(value);
}

/** The label the form shows for a choice's value. */
function choiceLabel(field: FieldSpec, value: unknown): string | undefined {
  const option = field.options?.find((choice) => (typeof choice === 'string' ? choice : choice.value) === value);
  return option === undefined || typeof option === 'string' ? option : option.label;
}

function leafChange(field: FieldSpec, before: unknown, after: unknown, path: string): string {
  if (LONG_TEXT.has(field.widget ?? '')) {
    const what = isBlank(before) ? 'texte ajouté' : isBlank(after) ? 'texte effacé' : 'texte modifié';
    return `${path} : ${what}`;
  }
  if (field.widget === 'image' || field.widget === 'file') {
    const what = isBlank(before) ? 'photo ajoutée' : isBlank(after) ? 'photo retirée' : 'photo remplacée';
    return /^photo$/i.test(path) ? `Photo ${what.split(' ')[1]}` : `${path} : ${what}`;
  }
  if (field.widget === AMOUNT) {
    const to = typeof after === 'number' ? formatFcfa(after) : EMPTY;
    return `${path} : ${shown(field, before)} → ${to}`;
  }
  return `${path} : ${shown(field, before)} → ${shown(field, after)}`;
}

/** A list's item when it is added or taken away: a word quoted, or an object by its first words. */
function itemName(item: unknown): string {
  if (typeof item === 'string' || typeof item === 'number') return ` ${quoted(item)}`;
  const first = Object.values(asRecord(item)).map((value) => (isRecord(value) ? Object.values(value)[0] : value)).find((value) => typeof value === 'string' && value.trim());
  return first === undefined ? '' : ` (${quoted(first)})`;
}

/** How two lists line up: index by index, or, when one item was added or taken away, around it. */
function oneAddedOrRemoved(before: unknown[], after: unknown[]): { index: number; added: boolean } | undefined {
  const [longer, shorter, added] = after.length > before.length ? [after, before, true] : [before, after, false];
  if (longer.length !== shorter.length + 1) return undefined;
  for (let index = 0; index < longer.length; index += 1) {
    const rest = [...longer.slice(0, index), ...longer.slice(index + 1)];
    if (sameData(rest, shorter)) return { index, added };
  }
  return undefined;
}

function listChanges(field: FieldSpec, before: unknown[], after: unknown[], path: string[], out: string[]) {
  const label = field.label ?? field.name;
  const at = (index: number) => [...path, `${label} n°${index + 1}`];
  const single = oneAddedOrRemoved(before, after);
  if (single) {
    const item = (single.added ? after : before)[single.index];
    out.push(`${at(single.index).join(' › ')} : ${single.added ? 'ajouté' : 'retiré'}${itemName(item)}`);
    return;
  }
  for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
    const from = before[index];
    const to = after[index];
    if (sameData(from, to)) continue;
    if (index >= before.length || index >= after.length) {
      const item = index >= before.length ? to : from;
      out.push(`${at(index).join(' › ')} : ${index >= before.length ? 'ajouté' : 'retiré'}${itemName(item)}`);
    } else if (field.fields) {
      walk(field.fields, asRecord(from), asRecord(to), at(index), out);
    } else {
      const inner = field.field ?? { name: field.name, widget: 'string' };
      out.push(leafChange(inner, from, to, at(index).join(' › ')));
    }
  }
}

function walk(fields: FieldSpec[], before: Data, after: Data, path: string[], out: string[]) {
  for (const field of fields) {
    const from = before[field.name];
    const to = after[field.name];
    if (sameData(from, to)) continue;
    // An image's file is the image to staff: « Image : photo remplacée », not « Image › Fichier ».
    const here = field.widget === 'image' && field.name === 'src' && path.length > 0 ? path : [...path, field.label ?? field.name];
    if (field.widget === 'object' && field.fields) walk(field.fields, asRecord(from), asRecord(to), here, out);
    else if (field.widget === 'list') listChanges(field, asList(from), asList(to), path, out);
    else out.push(leafChange(field, from, to, here.join(' › ')));
  }
}

/**
 * What going from `before` to `after` changes, one sentence a change, in the order of the form's
 * fields; `prefix` names the part of the entry (« Version anglaise »). Fields the form does not show are
 * not told.
 */
export function describeChanges(fields: FieldSpec[], before: Data | undefined, after: Data | undefined, prefix?: string): string[] {
  const out: string[] = [];
  walk(fields, before ?? {}, after ?? {}, prefix ? [prefix] : [], out);
  return out;
}
