import { useCallback, useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/share';

export interface CopyStatus {
  copied: boolean;
  text: string;
}

/** What to announce after a copy: each place words it its own way. */
export interface CopyWords {
  copied: string;
  failed: string;
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

  const clear = useCallback(() => setStatus(null), []);

  /** Copies the link, then announces the outcome; resolves with whether the link is in the clipboard. */
  const copy = useCallback(
    async (words: CopyWords) => {
      const copied = await copyText(url);
      setStatus({ copied, text: copied ? words.copied : words.failed });
      window.clearTimeout(timer.current);
      if (clearAfter) timer.current = window.setTimeout(() => setStatus(null), clearAfter);
      return copied;
    },
    [url, clearAfter],
  );

  return { status, clear, copy };
}
