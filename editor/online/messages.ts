import { doualaMinutes } from '@/lib/douala-date';
import { formatTime } from '@/lib/format';
import { typeset } from '@/lib/typography';
import type { OnlineStatus } from './watch';

/*
 * What the banner says after « Publier », in French. Times are the centre's (Yaoundé, whatever the
 * device's time zone), written as the site writes them (« 14 h 05 »).
 */

/** Whom to call when the site does not follow: the centre's « Responsable du site » (content/settings/centre.yml). */
export interface SiteHelp {
  name?: string;
  phone?: string;
}

export interface BannerText {
  title: string;
  detail: string;
  /** A `tel:` link to the helper, when the late message names one. */
  call?: { label: string; href: string };
}

/** « 14 h 05 », the time in Yaoundé. */
export function centreTime(epochMs: number): string {
  const minutes = doualaMinutes(new Date(epochMs));
  const hhmm = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  return formatTime(hhmm, 'fr');
}

/** A number never wraps (as on the site). */
const unbroken = (phone: string) => phone.replace(/ /g, '\u00A0');

function whomToCall(help: SiteHelp): string {
  if (help.name && help.phone) return `appelez ${help.name} au ${unbroken(help.phone)}`;
  if (help.phone) return `appelez le responsable du site au ${unbroken(help.phone)}`;
  if (help.name) return `prévenez ${help.name}`;
  return 'prévenez la personne qui s’occupe du site';
}

export function bannerText(status: OnlineStatus, help: SiteHelp = {}): BannerText {
  const fr = (text: string) => typeset(text, 'fr');
  switch (status.kind) {
    case 'building':
      return {
        title: 'En cours de mise en ligne',
        detail: fr(
          `Publié à ${centreTime(status.publishedAt)}. Le site se reconstruit avec votre modification : cela prend en général 2 à 5 minutes. Vous pouvez continuer à travailler.`,
        ),
      };
    case 'online':
      return {
        title: fr(`En ligne depuis ${centreTime(status.since)}`),
        detail: fr('Les visiteurs voient votre modification. Si la page du site était déjà ouverte, rechargez-la.'),
      };
    case 'late':
      return {
        title: fr(`Pas encore en ligne après ${status.minutes}\u00A0min`),
        detail: fr(
          `Votre modification est bien publiée, mais le site ne l’affiche pas encore. Attendez encore 10 minutes, puis rechargez la page du site. Si elle n’a toujours pas changé, ${whomToCall(help)} : la mise à jour du site a peut-être refusé un contenu, et le message qui dit pourquoi est chez l’hébergeur. Le site en ligne reste tel qu’il était.`,
        ),
        ...(help.phone ? { call: { label: help.name ? `Appeler ${help.name}` : 'Appeler le responsable du site', href: `tel:${help.phone.replace(/[^\d+]/g, '')}` } } : {}),
      };
  }
}
