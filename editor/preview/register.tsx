import { useEffect, useState, type ComponentType } from 'react';
import { fromReact, type DecapCms } from '@/editor/decap';
import { ADMIN_PATH } from '@/lib/routes';
import type { PreviewProps } from './frame';
import { watchPanes } from './pane';

/*
 * The preview pane of services and articles (config.yml turns it on for those two collections only).
 * The templates are registered before Decap starts, but their code (Markdown, typography, the page's
 * markup) and the site's stylesheet come only when staff first open the pane: preview.js and
 * preview.css, built beside editor.js (scripts/admin.ts), from the same origin as the editor's policy
 * asks. The import is by address so that esbuild keeps it out of editor.js and editor.css.
 */

export const PREVIEW_SCRIPT = `${ADMIN_PATH}preview.js`;
export const PREVIEW_STYLE = `${ADMIN_PATH}preview.css`;

type Templates = typeof import('./index');
let loading: Promise<Templates> | undefined;
const loadTemplates = () => (loading ??= import(PREVIEW_SCRIPT) as Promise<Templates>);

function lazyTemplate(name: keyof Templates): ComponentType<PreviewProps> {
  return function LazyPreview(props: PreviewProps) {
    const [Template, setTemplate] = useState<ComponentType<PreviewProps>>();
    useEffect(() => {
      let live = true;
      void loadTemplates().then((templates) => live && setTemplate(() => templates[name]));
      return () => {
        live = false;
      };
    }, []);
    return Template ? <Template {...props} /> : <p lang="fr">Chargement de l’aperçu…</p>;
  };
}

/** The previews of a service's page and of an article's, with the site's own styles. */
export function registerPreviews(CMS: DecapCms) {
  watchPanes();
  CMS.registerPreviewStyle(PREVIEW_STYLE);
  CMS.registerPreviewTemplate('services', fromReact(lazyTemplate('ServicePreview')));
  CMS.registerPreviewTemplate('articles', fromReact(lazyTemplate('ArticlePreview')));
}
