/* Every word of the share strip (service pages) and the share dialog (articles). */

const nbsp = '\u00A0';

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

export const shareCopy: ShareCopy = {
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
