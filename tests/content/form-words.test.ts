import { afterAll, describe, expect, it, vi } from 'vitest';
import { FORM_WORDS_EN, FORM_WORDS_FR } from '@/copy/request/form-words';
import { loadWordModules, wordModuleFiles } from './content-modules';

/*
 * The words every form says are written once (issue 79): « (facultatif) », « Erreur : », « Envoi en cours... »,
 * the note before the scripts, what is wrong with a name, an e-mail address, a phone number… live in
 * copy/request/form-words.ts, and a kind's words (copy/request/<kind>.ts, copy/careers.ts) hold only what is its
 * own. A sentence of every form's written again in another module of copy/ fails here, by module and key: the
 * modules are loaded with every form's words marked (« § » before each), so that what a module takes from them reads
 * marked, and what it wrote again does not.
 */

/** Every string under a value, by its path of keys. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
}

/** The same words, each string marked. */
const marked = <T>(value: T): T =>
  (typeof value === 'string' ? `§${value}` : typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, marked(inner)])) : value) as T;

afterAll(() => {
  vi.doUnmock('@/copy/request/form-words');
  vi.resetModules();
});

describe('the words every form says', () => {
  it('are written once: no other module of copy/ says one of them again', async () => {
    const shared = new Set([...strings(FORM_WORDS_FR, ''), ...strings(FORM_WORDS_EN, '')].map(([, text]) => text));
    vi.resetModules();
    vi.doMock('@/copy/request/form-words', async (original) => {
      const real = await original<typeof import('@/copy/request/form-words')>();
      const formWords = { fr: marked(real.FORM_WORDS_FR), en: marked(real.FORM_WORDS_EN) };
      return { ...real, FORM_WORDS_FR: formWords.fr, FORM_WORDS_EN: formWords.en, formWords };
    });
    const files = wordModuleFiles().filter((file) => file.startsWith('copy/') && file !== 'copy/request/form-words.ts');
    const modules = await loadWordModules(files);
    const again = Object.entries(modules)
      .flatMap(([name, loaded]) => strings(loaded, name))
      .filter(([, text]) => shared.has(text))
      .map(([path, text]) => `${path}: « ${text} »`);
    expect(again, 'say it once in copy/request/form-words.ts, or in words of the kind’s own').toEqual([]);
  });
});
