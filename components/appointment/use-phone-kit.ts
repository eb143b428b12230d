import { startTransition, useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { PhoneKitModule } from './phone-field';

/**
 * The phone library is most of the form's weight and work: fetched when the form comes within half
 * a screen (at once on the form page, further down on the contact page), or gets a touch or the
 * focus, so the page itself loads and starts without it. `load` resolves to null when it cannot
 * load (offline): the stand-in field still works, the number is then not checked.
 */
export function usePhoneKit(formRef: RefObject<HTMLElement | null>) {
  const [kit, setKit] = useState<PhoneKitModule | null>(null);
  const loading = useRef<Promise<PhoneKitModule | null> | null>(null);

  const load = useCallback(() => {
    loading.current ??= import('./phone-kit').then(
      (loaded) => {
        // A transition: React builds the 250-country list in short slices, the page stays responsive.
        startTransition(() => setKit(loaded));
        return loaded;
      },
      () => {
        loading.current = null;
        return null;
      },
    );
    return loading.current;
  }, []);

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
