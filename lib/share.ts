// Share links and the copy of a link, for the service share strip and the article share dialog.

export function facebookShareUrl(pageUrl: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(pageUrl)}`;
}

export function whatsappShareUrl(pageUrl: string, text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${pageUrl}`)}`;
}

// iPadOS 13+ says « Macintosh »: a touch screen gives it away.
const MOBILE_UA = /iPhone|iPad|iPod|Android/i;

/** A phone or a tablet, where Instagram is an app to open (on a computer it is not). */
export function isMobileDevice(userAgent: string, maxTouchPoints: number): boolean {
  return MOBILE_UA.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 0);
}

/** Copies text; falls back to a hidden textarea where the async Clipboard API is missing (old Android WebViews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or insecure context: try the legacy way below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } finally {
    area.remove();
  }
}
