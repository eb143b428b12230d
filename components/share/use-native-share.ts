import { useCanShare } from '@/components/ui/client-flags';

/** The device's own share sheet: whether there is one, and a way to open it. */
export function useNativeShare() {
  const available = useCanShare();
  async function share(data: ShareData) {
    try {
      await navigator.share(data);
    } catch {
      // Closing the sheet rejects too, as does a refusal: the other ways to share stay on screen.
    }
  }
  return { available, share };
}
