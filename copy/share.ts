import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';

/* Every word of the share strip (service pages) and the share dialog (articles), in each language. */

export interface ShareCopy {
  /** Read before a network's name by screen readers (« Partager sur »). */
  shareOn: string;
  sendBy: string;
  newTab: string;
  copyLink: string;
  otherApps: string;
  close: string;
  strip: {
    heading: string;
    copied: string;
    /** Added after « copied » when the Instagram app opens. */
    pasteInInstagram: string;
    /** « Copie impossible. Voici le lien : {url} » */
    copyFailed: string;
    instagram: { title: string; intro: string; steps: [string, string, string]; linkLabel: string };
  };
  dialog: {
    title: string;
    followUs: string;
    linkLabel: string;
    copy: string;
    copied: string;
    copyFailed: string;
  };
  links: { label: string; more: string };
}

const french: ShareCopy = {
  shareOn: 'Partager sur ',
  sendBy: 'Envoyer par ',
  newTab: ' (nouvel onglet)',
  copyLink: 'Copier le lien',
  otherApps: 'Autres applications',
  close: 'Fermer',
  strip: {
    heading: 'Partager cette page avec un proche',
    copied: `Lien copié dans le presse-papiers${nbsp}!`,
    pasteInInstagram: 'Collez-le dans votre publication Instagram.',
    copyFailed: `Copie impossible. Voici le lien${nbsp}: {url}`,
    instagram: {
      title: 'Partager sur Instagram',
      intro: `Instagram se partage depuis votre téléphone. Pour partager cette page${nbsp}:`,
      steps: ["Ouvrez l'application Instagram.", 'Créez une nouvelle publication.', 'Collez le lien de cette page.'],
      linkLabel: 'Lien de cette page',
    },
  },
  dialog: {
    title: 'Partager cet article',
    followUs: 'Suivre notre page Facebook',
    linkLabel: "Lien de l'article",
    copy: 'Copier',
    copied: `Lien copié${nbsp}!`,
    copyFailed: `Copie impossible ici. Le lien est sélectionné${nbsp}: copiez-le avec votre appareil.`,
  },
  links: { label: `Partager${nbsp}:`, more: "Plus d'options" },
};

const english: ShareCopy = {
  shareOn: 'Share on ',
  sendBy: 'Send by ',
  newTab: ' (opens in a new tab)',
  copyLink: 'Copy link',
  otherApps: 'Other apps',
  close: 'Close',
  strip: {
    heading: 'Share this page with someone you care about',
    copied: 'Link copied to the clipboard!',
    pasteInInstagram: 'Paste it into your Instagram post.',
    copyFailed: 'The link could not be copied. Here it is: {url}',
    instagram: {
      title: 'Share on Instagram',
      intro: 'Sharing on Instagram is done from your phone. To share this page:',
      steps: ['Open the Instagram app.', 'Create a new post.', 'Paste the link to this page.'],
      linkLabel: 'Link to this page',
    },
  },
  dialog: {
    title: 'Share this article',
    followUs: 'Follow our Facebook page',
    linkLabel: 'Link to the article',
    copy: 'Copy',
    copied: 'Link copied!',
    copyFailed: 'The link could not be copied here. It is selected, so you can copy it yourself.',
  },
  links: { label: 'Share:', more: 'More options' },
};

/** The share words in each language: `shareCopy[locale]`. */
export const shareCopy: Record<Locale, ShareCopy> = { fr: french, en: english };
