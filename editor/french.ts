import type { DecapCms } from './decap';
import { nbsp } from '@/lib/typography';

/*
 * Decap's French, completed and mended. Decap 3.16's French locale lacks 44 of its English strings, which
 * then show in English (« Fill in from another locale », the notes, the close button of the media
 * library…); some of its French is capitalised jargon or mistyped. These phrases are merged over Decap's
 * own French before it starts (CMS.registerLocale replaces a locale whole). Keys are Decap's
 * (node_modules/decap-cms-locales/dist/esm/en/index.js lists them all).
 */

/** French quotation marks, with their no-break spaces. */
const q = (text: string) => `«${nbsp}${text}${nbsp}»`;

export const FRENCH_PHRASES = {
  auth: { loginWithForgejo: 'Se connecter avec Forgejo' },
  app: { header: { media: 'Médias' } },
  collection: {
    collectionTop: { viewAsList: 'Afficher en liste', viewAsGrid: 'Afficher en grille' },
    entries: { unpublishedHeader: 'Entrées non publiées' },
  },
  editor: {
    editorControlPane: {
      widget: {
        // The config's message is a whole sentence that says what to write: Decap's frame (« ne correspond
        // pas au schéma: … .. ») added jargon and a second full stop.
        regexPattern: '%{pattern}',
        required: `${q('%{fieldLabel}')} est vide${nbsp}: remplissez-le.`,
      },
      i18n: {
        copyFromLocale: 'Copier depuis une autre langue',
        copyFromLocaleConfirm: `Copier ici le texte en %{locale}${nbsp}?\nCe qui est déjà écrit dans cette langue sera remplacé.`,
      },
    },
    editor: {
      // Decap shows these in a bare browser alert: editor/dialogs.tsx shows them in the page instead.
      onPublishingNotReady: `Cette modification est encore un brouillon. Choisissez d'abord le statut ${q('Prêt')}${nbsp}: cliquez sur ${q('Statut')}, puis sur ${q('Prêt')}. Ensuite, cliquez de nouveau sur ${q('Publier')}.`,
      onPublishingWithUnsavedChanges: `Vous avez des modifications non enregistrées. Cliquez d'abord sur ${q('Enregistrer')}, puis publiez.`,
      onUpdatingWithUnsavedChanges: `Vous avez des modifications non enregistrées. Cliquez d'abord sur ${q('Enregistrer')}, puis changez le statut.`,
    },
    editorInterface: { toggleNotes: 'Notes' },
    editorNotesPane: {
      title: 'Notes',
      emptyState: 'Aucune note pour l’instant. Écrivez la première ci-dessous.',
      addNote: 'Ajouter la note',
      addPlaceholder: 'Écrire une note…',
      editPlaceholder: 'Modifier la note…',
      save: 'Enregistrer',
      cancel: 'Annuler',
      edit: 'Modifier',
      delete: 'Supprimer',
      resolve: 'Marquer comme réglée',
      unresolve: 'Rouvrir',
      confirmDelete: `Supprimer cette note${nbsp}?`,
      shortcut: `Astuce${nbsp}: Ctrl + Entrée ajoute la note.`,
    },
    editorToolbar: {
      // Short enough for a phone's toolbar (« ← Services » says where the arrow goes).
      backCollection: '%{collectionLabel}',
      status: `Statut${nbsp}: %{status}`,
      deleteUnpublishedChanges: 'Abandonner les modifications',
      deleteUnpublishedEntry: 'Supprimer le brouillon',
      statusInfoTooltipDraft: `Cette modification est un brouillon. Pour la faire relire, choisissez le statut ${q('En cours de révision')}.`,
      statusInfoTooltipInReview: `Cette modification est en cours de relecture${nbsp}: vous pouvez encore la changer.`,
    },
    editorWidgets: {
      markdown: { strikethrough: 'Barré', toggleMode: { rich: 'Passer en texte mis en forme', markdown: 'Passer en Markdown' } },
      image: { chooseMultiple: 'Choisir des images', addMore: 'Ajouter des images', removeAll: 'Retirer toutes les images' },
      file: { chooseMultiple: 'Choisir des fichiers', addMore: 'Ajouter des fichiers', removeAll: 'Retirer tous les fichiers' },
      datetime: { setToNow: `Mettre ${q('%{fieldLabel}')} à aujourd'hui` },
      object: { expand: 'Déplier', collapse: 'Replier' },
    },
  },
  mediaLibrary: {
    mediaLibrary: { onDelete: `Supprimer l'élément sélectionné${nbsp}?` },
    mediaLibraryModal: { close: 'Fermer' },
  },
  ui: {
    settingsDropdown: { account: 'Mon compte' },
    toast: {
      // Decap shows it when a required field is empty (not for a field refused otherwise, which only turns red).
      missingRequiredField: `Rien n'a été enregistré${nbsp}: un champ obligatoire est vide. Il est entouré de rouge.`,
      noteAdded: 'Note ajoutée',
      onFailToAddNote: `La note n'a pas pu être ajoutée${nbsp}: %{details}`,
      noteUpdated: 'Note modifiée',
      onFailToUpdateNote: `La note n'a pas pu être modifiée${nbsp}: %{details}`,
      noteDeleted: 'Note supprimée',
      onFailToDeleteNote: `La note n'a pas pu être supprimée${nbsp}: %{details}`,
      noteResolved: 'Note réglée',
      noteReopened: 'Note rouverte',
      onFailToToggleNote: `La note n'a pas pu être changée${nbsp}: %{details}`,
    },
  },
  workflow: {
    // dayjs in Decap knows only English month names (« November 25 »): the date in figures, and the time.
    workflow: { dateFormat: 'DD/MM/YYYY [à] H [h] mm' },
    workflowCard: { deleteChanges: 'Supprimer les modifications' },
  },
};

type Phrases = { [key: string]: string | Phrases };

function merged(base: Phrases, over: Phrases): Phrases {
  const result: Phrases = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const below = result[key];
    result[key] = typeof value === 'object' && typeof below === 'object' ? merged(below, value) : value;
  }
  return result;
}

/** Our French over Decap's (and over any French registered before). Call before CMS.init(). */
export function registerFrench(CMS: DecapCms) {
  CMS.registerLocale('fr', merged((CMS.getLocale('fr') ?? {}) as Phrases, FRENCH_PHRASES));
}
