import { useCallback, useEffect, useState } from 'react';
import { loadOnce, loadRequest } from '@/lib/request/load';
import type { RequestCopy } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import { whenIdle } from '@/lib/service-worker/register';

/*
 * What the form and « Rappelez-moi » say after « Envoyer » (copy/request/<locale>.ts): not in the
 * page's data, where every visitor would pay for words few read, but a chunk per language that comes
 * with the request's code, when the page is idle or at the first use. A French page never fetches the
 * English words.
 */
const words: Record<Locale, () => Promise<RequestCopy>> = {
  fr: loadOnce(() => import('@/copy/request/fr').then((loaded) => loaded.default)),
  en: loadOnce(() => import('@/copy/request/en').then((loaded) => loaded.default)),
};

/** The request's code and its words in the page's language: what a send needs, fetched once. */
export function loadRequestWith(locale: Locale) {
  return Promise.all([loadRequest(), words[locale]()]).then(([request, loaded]) => ({ request, words: loaded }));
}

/**
 * The form's words once they are here (null before), fetched with the request's code when the page is
 * idle (a visitor came to the form page for the form; « Rappelez-moi », elsewhere, fetches them only at
 * its first touch: loadRequestWith); `load` fetches both now and gives the words (null when either
 * could not come), `adopt` renders words a send has just awaited in the same update as its outcome.
 */
export function useRequestWords(locale: Locale) {
  const [loaded, setLoaded] = useState<RequestCopy | null>(null);
  const load = useCallback(
    () =>
      loadRequestWith(locale).then(
        (both) => {
          setLoaded(both.words);
          return both.words;
        },
        () => null,
      ),
    [locale],
  );
  useEffect(() => {
    whenIdle(() => void load());
  }, [load]);
  return { words: loaded, load, adopt: setLoaded };
}
