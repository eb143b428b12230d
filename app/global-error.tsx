'use client';

import { useEffect, useState } from 'react';
import { LOAD_FAILURE_ATTRIBUTE, RELOAD_ATTRIBUTE } from '@/components/layout/load-failure-marks';

/**
 * The page as the browser has it when the error is caught, before React replaces it. Without the
 * styles scripts had set on elements: written back as attributes, the page's policy would refuse them
 * (style-src has no 'unsafe-inline'), and the scripts that set them no longer run.
 */
function pageAsItCame() {
  if (typeof document === 'undefined') return null;
  const { documentElement: html } = document;
  const body = document.body.cloneNode(true) as HTMLElement;
  for (const element of body.querySelectorAll('[style], script')) {
    if (element.tagName === 'SCRIPT') element.remove();
    else element.removeAttribute('style');
  }
  return { lang: html.lang, className: html.className, body: body.innerHTML };
}

/**
 * What Next shows in place of the whole page when it cannot render it: most often a script of the
 * page that could not be had (a deploy this device has not caught up with, and no connection). The
 * framework's own screen is an English « This page couldn't load » with no way to reach the centre;
 * this one keeps the page as it came, readable, in its language, with its phone numbers, and shows
 * the notice it carries hidden (components/layout/load-failure.tsx), which says why its buttons do
 * not answer and offers to reload it. It never renders on the server: there, the page is whole.
 */
export default function GlobalError() {
  const [page] = useState(pageAsItCame);
  useEffect(() => {
    const notice = document.querySelector(`[${LOAD_FAILURE_ATTRIBUTE}]`);
    notice?.removeAttribute('hidden');
    notice?.querySelector(`[${RELOAD_ATTRIBUTE}]`)?.addEventListener('click', () => location.reload());
  }, []);
  return (
    <html lang={page?.lang} className={page?.className} suppressHydrationWarning>
      <body dangerouslySetInnerHTML={{ __html: page?.body ?? '' }} />
    </html>
  );
}
