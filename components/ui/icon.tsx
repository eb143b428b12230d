import type { ReactNode } from 'react';
import type { IconName } from '@/content/types';

/*
 * Inline stroke icons drawn for the site on a 24×24 grid (2px stroke, round
 * caps and joins). Server-compatible: no state, no effects.
 */
const paths: Record<IconName, ReactNode> = {
  activity: <path d="M2 12h4l3-8 6 16 3-8h4" />,
  apple: (
    <>
      <path d="M12 7.5c-1.6-1.3-4.6-1.6-6.3.3-2 2.2-1.6 6.4.2 9.4 1.6 2.7 3.6 3.9 6.1 2.7 2.5 1.2 4.5 0 6.1-2.7 1.8-3 2.2-7.2.2-9.4-1.7-1.9-4.7-1.6-6.3-.3z" />
      <path d="M12 7.5c0-2 .8-3.6 2.5-4.5" />
      <path d="M12 6c-1.2-1.8-3-2.4-4.5-2 .2 1.6 1.7 2.6 4.5 2z" />
    </>
  ),
  'arrow-left': <path d="M19 12H5m6-6-6 6 6 6" />,
  'arrow-right': <path d="M5 12h14m-6-6 6 6-6 6" />,
  award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m9 9 2 2 4-4" />
      <path d="M8.5 14 7 22l5-2.5 5 2.5-1.5-8" />
    </>
  ),
  baby: (
    <>
      <circle cx="12" cy="13" r="8" />
      <path d="M12 5c-1.7 0-2.4-1.6-1.2-2.5 1-.7 2.6 0 2.2 1.2" />
      <path d="M9 12.5h.01M15 12.5h.01" />
      <path d="M10 16.2c1.2.9 2.8.9 4 0" />
    </>
  ),
  bath: (
    <>
      <path d="M3 12h18v2a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5z" />
      <path d="M6 12V5.5a2.5 2.5 0 0 1 4.6-1.4" />
      <path d="M7 19l-1 2m11-2 1 2" />
      <path d="M10.5 7h.01M13 9h.01M10.5 9.5h.01" />
    </>
  ),
  brain: (
    <>
      <path d="M12 5.5a3 3 0 0 0-5.2-1.3A3 3 0 0 0 4 8.7a3.5 3.5 0 0 0 .3 6A3.2 3.2 0 0 0 8 19.7a3 3 0 0 0 4-.7z" />
      <path d="M12 5.5a3 3 0 0 1 5.2-1.3A3 3 0 0 1 20 8.7a3.5 3.5 0 0 1-.3 6 3.2 3.2 0 0 1-3.7 5 3 3 0 0 1-4-.7z" />
      <path d="M12 5.5V19" />
      <path d="M7.5 9.5c1.2 0 2 .8 2 2M16.5 9.5c-1.2 0-2 .8-2 2M8 15h1.5m6.5 0h-1.5" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="4.5" width="18" height="17" rx="2" />
      <path d="M8 2.5v4m8-4v4M3 10h18" />
      <path d="M8 14h.01M12 14h.01M16 14h.01M8 17.5h.01M12 17.5h.01" />
    </>
  ),
  cart: (
    <>
      <path d="M2 3h2.5l2.6 12.2a1.5 1.5 0 0 0 1.5 1.3h9a1.5 1.5 0 0 0 1.5-1.2L21 7.5H5.4" />
      <circle cx="9" cy="20.5" r="1.3" />
      <circle cx="17.5" cy="20.5" r="1.3" />
    </>
  ),
  check: <path d="m4.5 12.5 5 5L20 7" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'chevron-left': <path d="m15 6-6 6 6 6" />,
  'chevron-right': <path d="m9 6 6 6-6 6" />,
  clipboard: (
    <>
      <path d="M15.5 4H18a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2.5" />
      <rect x="8.5" y="2" width="7" height="4" rx="1" />
      <path d="M8.5 11.5h7m-7 4h4.5" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 6.5V12l3.5 2" />
    </>
  ),
  close: <path d="M18 6 6 18M6 6l12 12" />,
  copy: (
    <>
      <rect x="9" y="9" width="12" height="12" rx="2" />
      <path d="M15 5V4.5A1.5 1.5 0 0 0 13.5 3h-9A1.5 1.5 0 0 0 3 4.5v9A1.5 1.5 0 0 0 4.5 15H5" />
    </>
  ),
  emergency: (
    <>
      <path d="M6 18v-5a6 6 0 0 1 12 0v5" />
      <path d="M4 21.5h16V18H4z" />
      <path d="M12 10.5v5m-2.5-2.5h5" />
      <path d="M12 2v2m-7.8 1.2 1.4 1.4m14.2-1.4-1.4 1.4" />
    </>
  ),
  facebook: <path d="M17 2.5h-2.8A4.2 4.2 0 0 0 10 6.7V10H7v3.8h3v7.7h3.8v-7.7h3l.7-3.8h-3.7V7.3a.9.9 0 0 1 .9-.9H17z" />,
  graduation: (
    <>
      <path d="M2 9.5 12 4.5l10 5-10 5z" />
      <path d="M6 11.5V16c2.5 2.3 9.5 2.3 12 0v-4.5" />
      <path d="M22 9.5V15" />
    </>
  ),
  'hand-heart': (
    <>
      <path d="M12 11.5 8.3 8A2.3 2.3 0 0 1 12 5.3 2.3 2.3 0 0 1 15.7 8z" />
      <path d="M2 14.5h3l2.6-1.2a3 3 0 0 1 2-.1l3.9 1.3a1.4 1.4 0 0 1-.8 2.7l-3-.6" />
      <path d="m13.2 17 4.7-2.3a1.6 1.6 0 0 1 1.8 2.6L15.5 20.5a3 3 0 0 1-2.3.7L8.5 20.8 5 21.5H2" />
    </>
  ),
  heart: <path d="M12 20.5 4.6 13A4.7 4.7 0 0 1 12 7a4.7 4.7 0 0 1 7.4 6z" />,
  'heart-pulse': (
    <>
      <path d="M12 20.5 4.6 13A4.7 4.7 0 0 1 12 7a4.7 4.7 0 0 1 7.4 6z" />
      <path d="M3 12.5h4.5l1.5-2.5 2.5 5 2-3.5h7.5" />
    </>
  ),
  'home-heart': (
    <>
      <path d="M3 10.5 12 3l9 7.5V20a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 20z" />
      <path d="m12 18-3.1-3a1.8 1.8 0 0 1 3.1-2 1.8 1.8 0 0 1 3.1 2z" />
    </>
  ),
  hospital: (
    <>
      <path d="M4 21.5V6.5A1.5 1.5 0 0 1 5.5 5h13A1.5 1.5 0 0 1 20 6.5v15" />
      <path d="M2 21.5h20" />
      <path d="M12 8v6m-3-3h6" />
      <path d="M10 21.5v-3.5h4v3.5" />
    </>
  ),
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17.2 6.8h.01" />
    </>
  ),
  leaf: (
    <>
      <path d="M4.5 19.5C4 10.5 9.5 4 20 4c.5 10.5-6 16-15.5 15.5z" />
      <path d="M3 21 14 10" />
    </>
  ),
  link: (
    <>
      <path d="M10 13.5a4.2 4.2 0 0 0 6 .2l3-3a4.2 4.2 0 0 0-6-6l-1.2 1.2" />
      <path d="M14 10.5a4.2 4.2 0 0 0-6-.2l-3 3a4.2 4.2 0 0 0 6 6l1.2-1.2" />
    </>
  ),
  message: <path d="M4 5h16v11H9l-5 4zM8 9.5h8M8 12.5h5" />,
  mail: (
    <>
      <rect x="2.5" y="4.5" width="19" height="15" rx="2" />
      <path d="m3 6.5 9 6.5 9-6.5" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M2.5 12h19" />
      <path d="M12 2.5c2.6 2.7 3.9 5.9 3.9 9.5s-1.3 6.8-3.9 9.5c-2.6-2.7-3.9-5.9-3.9-9.5S9.4 5.2 12 2.5z" />
    </>
  ),
  'map-pin': (
    <>
      <path d="M12 21.5s7-6 7-11.5a7 7 0 0 0-14 0c0 5.5 7 11.5 7 11.5z" />
      <circle cx="12" cy="10" r="2.5" />
    </>
  ),
  menu: <path d="M4 6.5h16M4 12h16M4 17.5h16" />,
  microscope: (
    <>
      <path d="M4 21.5h16" />
      <path d="M7.5 3.5 10 2l4.5 7.8-2.5 1.5z" />
      <path d="M10.5 13.5H8" />
      <path d="M15 8a6.5 6.5 0 0 1-1.5 13.5" />
      <path d="M9 17.5h5" />
    </>
  ),
  moon: <path d="M20.5 14.5A8.5 8.5 0 1 1 9.5 3.5a7 7 0 0 0 11 11z" />,
  pause: (
    <>
      <rect x="6" y="4.5" width="4" height="15" rx="1" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" />
    </>
  ),
  phone: (
    <path d="M5 3h3.2l1.8 4.6-2.3 1.5a11.5 11.5 0 0 0 7.2 7.2l1.5-2.3 4.6 1.8V19a2 2 0 0 1-2 2C10.6 21 3 13.4 3 5a2 2 0 0 1 2-2z" />
  ),
  pill: (
    <>
      <path d="M4.9 19.1a4.9 4.9 0 0 1 0-7l7.2-7.2a4.9 4.9 0 0 1 7 7l-7.2 7.2a4.9 4.9 0 0 1-7 0z" />
      <path d="m8.5 8.5 7 7" />
    </>
  ),
  play: <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z" />,
  question: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M9.3 9.2a2.8 2.8 0 0 1 5.4 1c0 1.9-2.7 2.4-2.7 4" />
      <path d="M12 17.5h.01" />
    </>
  ),
  quote: (
    <>
      <path d="M10 11.5H5.5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1H9a1 1 0 0 1 1 1v5c0 3.2-1.6 5.3-4.5 6.5" />
      <path d="M19.5 11.5H15a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1v5c0 3.2-1.6 5.3-4.5 6.5" />
    </>
  ),
  share: (
    <>
      <circle cx="18" cy="5" r="2.8" />
      <circle cx="6" cy="12" r="2.8" />
      <circle cx="18" cy="19" r="2.8" />
      <path d="m8.5 10.7 7-4.4m-7 7 7 4.4" />
    </>
  ),
  shield: (
    <>
      <path d="M12 21.5s8-3.6 8-10V5.2L12 2.5 4 5.2v6.3c0 6.4 8 10 8 10z" />
      <path d="m8.8 11.8 2.2 2.2 4.2-4.3" />
    </>
  ),
  star: (
    <path d="m12 2.8 2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
  ),
  stethoscope: (
    <>
      <path d="M6.5 3H5v6a4.5 4.5 0 0 0 9 0V3h-1.5" />
      <path d="M9.5 13.5v1.5a5 5 0 0 0 10 0v-2.5" />
      <circle cx="19.5" cy="10.5" r="2" />
    </>
  ),
  user: (
    <>
      <circle cx="12" cy="8" r="4.5" />
      <path d="M4 21.5a8 8 0 0 1 16 0" />
    </>
  ),
  users: (
    <>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21a7 7 0 0 1 14 0" />
      <path d="M16 4.2a4 4 0 0 1 0 7.6" />
      <path d="M18.5 14.5A7 7 0 0 1 22 21" />
    </>
  ),
  walk: (
    <>
      <circle cx="13" cy="4" r="2" />
      <path d="m9.5 21.5 2.5-6.5 2.5 2.5v4" />
      <path d="M12 15l1-6.5-3.5 2.5-1 3" />
      <path d="m13 8.5 2 3 2.5 1" />
      <path d="M18.5 11v10.5" />
    </>
  ),
  whatsapp: (
    <>
      <path d="M3 21l1.4-4.6a9.2 9.2 0 1 1 3.5 3.3z" />
      <path d="M9 8.2c-.3 2.9 3.6 7.3 6.8 7 .4-.1.8-.8.9-1.3l-2-1-1 .9c-1.1-.5-2.1-1.5-2.6-2.6l.9-1-1-2c-.6.1-1.2.5-2 1z" />
    </>
  ),
  'wifi-off': (
    <>
      <path d="M2 8.8a15 15 0 0 1 4.2-2.7M10.7 5.1A15 15 0 0 1 22 8.8M5 12.5a10 10 0 0 1 4.4-2.3M14.6 10.4a10 10 0 0 1 4.4 2.1M8.5 16a5 5 0 0 1 7 0" />
      <path d="M12 20h.01M3 3l18 18" />
    </>
  ),
};

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  title?: string;
}

/** An inline stroke icon. Decorative (hidden from assistive tech) unless a title is given. */
export function Icon({ name, size = 24, className, title }: IconProps) {
  const labelled = Boolean(title);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...(labelled ? { role: 'img' } : { 'aria-hidden': true, focusable: false })}
    >
      {labelled ? <title>{title}</title> : null}
      {paths[name]}
    </svg>
  );
}
