/**
 * Set on <html>, before the first render, on pages the service worker serves: their text is drawn in
 * the web font, preloaded from the device. A first visit stays in the fallback (components/layout/globals.css).
 */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';
