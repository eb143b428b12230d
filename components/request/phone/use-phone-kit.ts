import { startTransition, useCallback, useEffect, useState, type RefObject } from 'react';
import type { Locale } from '@/lib/i18n';
import { loadOnce } from '@/lib/request/load';
import type { PhoneKitModule } from './phone-field';

// The country names come in the page's language only, each language a chunk of its own: a French
// page never fetches the English names, nor an English page the French ones. Ours, not the library's
// (country-names/: its French list was wrong in a hundred places, issue 78.8).
export const countryNames: Record<Locale, () => Promise<PhoneKitModule['labels']>> = {
  fr: () => import('./country-names/fr').then((loaded) => loaded.default),
  en: () => import('./country-names/en').then((loaded) => loaded.default),
};

// Once per page and language, shared by every form; the library and the names travel side by side.
const kits: Record<Locale, () => Promise<PhoneKitModule>> = {
  fr: loadOnce(() => loadKit('fr')),
  en: loadOnce(() => loadKit('en')),
};

async function loadKit(locale: Locale): Promise<PhoneKitModule> {
  const [kit, names] = await Promise.all([import('./phone-kit'), countryNames[locale]()]);
  return { ...kit, labels: names };
}

/**
 * The phone library is most of the form's weight and work: fetched when the form comes within half
 * a screen (at once on the form page, further down on the contact page), or gets a touch or the
 * focus, so the page itself loads and starts without it. `load` resolves to null when it cannot
 * load (offline): the stand-in field still works, the number is then not checked.
 */
export function usePhoneKit(formRef: RefObject<HTMLElement | null>, locale: Locale) {
  const [kit, setKit] = useState<PhoneKitModule | null>(null);

  const load = useCallback(
    () =>
      kits[locale]().then(
        (loaded) => {
          // A transition: React builds the 250-country list in short slices, the page stays responsive.
          startTransition(() => setKit(loaded));
          return loaded;
        },
        () => null,
      ),
    [locale],
  );

  useEffect(() => {
    const form = formRef.current;
    if (!form || typeof IntersectionObserver === 'undefined') {
      void load();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void load();
      },
      { rootMargin: '50% 0px' },
    );
    observer.observe(form);
    return () => observer.disconnect();
  }, [formRef, load]);

  return { kit, setKit, load };
}
