// Decap CMS starts as soon as its script runs; the editor's own module (/admin/editor.js) starts it once
// its widgets, previews and checks are registered. A file, not an inline script: the editor's policy allows none.
window.CMS_MANUAL_INIT = true;
