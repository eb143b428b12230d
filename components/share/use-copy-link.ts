import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/share';

export interface CopyStatus {
  copied: boolean;
  text: string;
}

/**
 * Copies a link and says how it went, in a status the page announces. With `clearAfter`, the
 * message goes away by itself (a strip that stays on the page); without, it stays until `clear`
 * (a dialog that closes).
 */
export function useCopyLink(url: string, { clearAfter }: { clearAfter?: number } = {}) {
  const [status, setStatus] = useState<CopyStatus | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const announce = useCallback(
    (next: CopyStatus) => {
      setStatus(next);
      window.clearTimeout(timer.current);
      if (clearAfter) timer.current = window.setTimeout(() => setStatus(null), clearAfter);
    },
    [clearAfter],
  );
  const clear = useCallback(() => setStatus(null), []);

  return {
    status,
    announce,
    clear,
    /** Resolves with whether the link is now in the clipboard. */
    copy: () => copyText(url),
  };
}
