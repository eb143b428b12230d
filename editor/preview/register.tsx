import { useEffect, useState, type ComponentType } from 'react';
import { fromReact, type DecapCms } from '@/editor/decap';
import { ADMIN_PATH } from '@/lib/routes';
import { PREVIEW_SCRIPT_FILE, PREVIEW_STYLE_FILE } from '../file-names';
import type { PreviewProps } from './frame';
import { watchPanes } from './pane';

/*
 * The preview pane of services, articles and positions (config.yml turns it on for those collections only).
 * The templates are registered before Decap starts, but their code (Markdown, typography, the page's
 * markup) and the site's stylesheet come only when staff first open the pane: preview.js and
 * preview.css, built beside editor.js (pipeline/admin.ts), from the same origin as the editor's policy
 * asks. The import is by address so that esbuild keeps it out of editor.js and editor.css.
 */

export const PREVIEW_SCRIPT = `${ADMIN_PATH}${PREVIEW_SCRIPT_FILE}`;
export const PREVIEW_STYLE = `${ADMIN_PATH}${PREVIEW_STYLE_FILE}`;

type Templates = typeof import('./index');
let loading: Promise<Templates> | undefined;
const loadTemplates = () =>
  (loading ??= (import(PREVIEW_SCRIPT) as Promise<Templates>).catch((error: unknown) => {
    // Offline, or a new version of the editor published meanwhile: the next opening tries again.
    loading = undefined;
    throw error;
  }));

function lazyTemplate(name: keyof Templates): ComponentType<PreviewProps> {
  return function LazyPreview(props: PreviewProps) {
    const [Template, setTemplate] = useState<ComponentType<PreviewProps>>();
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      let live = true;
      loadTemplates().then(
        (templates) => live && setTemplate(() => templates[name]),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, []);
    if (Template) return <Template {...props} />;
    return (
      <p lang="fr">
        {failed ? 'L’aperçu n’a pas pu être chargé. Vérifiez la connexion, puis fermez et rouvrez l’aperçu (l’œil).' : 'Chargement de l’aperçu…'}
      </p>
    );
  };
}

/** The previews of a service's page, an article's and a position's, with the site's own styles. */
export function registerPreviews(CMS: DecapCms) {
  watchPanes();
  CMS.registerPreviewStyle(PREVIEW_STYLE);
  CMS.registerPreviewTemplate('services', fromReact(lazyTemplate('ServicePreview')));
  CMS.registerPreviewTemplate('articles', fromReact(lazyTemplate('ArticlePreview')));
  CMS.registerPreviewTemplate('jobs', fromReact(lazyTemplate('JobPreview')));
}
