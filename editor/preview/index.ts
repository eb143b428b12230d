// The site's base styles first, as its pages load them: the components' own modules come after.
import '@/components/layout/globals.css';
import './frame.css';

/*
 * The editor's preview pane, its own entry point (pipeline/admin.ts): out/admin/preview.js, loaded by
 * editor.js the first time a preview is drawn, and out/admin/preview.css, the site's styles (the base
 * layer and every module the previews use, with the same class names as the code here), which Decap
 * links in the preview's frame (register.tsx). Neither weighs on the editor's first load.
 */
export { ArticlePreview } from './article-preview';
export { JobPreview } from './job-preview';
export { ServicePreview } from './service-preview';
