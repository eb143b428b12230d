import type { ReactNode } from 'react';
import type { ShareCopy } from '@/copy/share';
import { facebookShareUrl, whatsappShareUrl } from '@/lib/share';

/** The networks a plain link can share to, with their names as written. */
export const linkNetworks = [
  { network: 'facebook', name: 'Facebook' },
  { network: 'whatsapp', name: 'WhatsApp' },
] as const;

/** The words before a network's name: a post is shared on Facebook, a message sent by WhatsApp. */
export function shareVerb(network: ShareAnchorProps['network'], copy: ShareCopy): string {
  return network === 'facebook' ? copy.shareOn : copy.sendBy;
}

interface ShareAnchorProps {
  network: (typeof linkNetworks)[number]['network'];
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
