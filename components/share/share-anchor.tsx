import type { ReactNode } from 'react';
import { facebookShareUrl, whatsappShareUrl } from '@/lib/share';

interface ShareAnchorProps {
  network: 'facebook' | 'whatsapp';
  /** The canonical page URL, never window.location: what is shared stays canonical. */
  url: string;
  /** The words before the link in a WhatsApp message. */
  text: string;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** A share link that works without JavaScript: the network's own page, in a new tab. */
export function ShareAnchor({ network, url, text, className, children, ...aria }: ShareAnchorProps) {
  const href = network === 'facebook' ? facebookShareUrl(url) : whatsappShareUrl(url, text);
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" data-network={network} {...aria}>
      {children}
    </a>
  );
}
