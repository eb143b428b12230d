import { closeButton, element, statusBox } from '../notice-box';
import styles from './banner.module.css';
import type { BannerText } from './messages';
import type { OnlineStatus } from './watch';

/*
 * The banner that follows a publish, at the bottom of the screen: a status (read out when the reader is
 * free), in 16 px type, the width of a phone's screen at most. It stays until staff close it or publish
 * again; the late message carries a button that calls the site's helper.
 */

let banner: { root: HTMLElement; title: HTMLElement; detail: HTMLElement; call: HTMLAnchorElement } | undefined;

function create() {
  const root = statusBox(styles.banner, 'editorOnline');
  const text = element('div', styles.text);
  const title = element('p', styles.title);
  const detail = element('p', styles.detail);
  const call = element('a', styles.call);
  text.append(title, detail, call);
  const close = closeButton(styles.close, () => {
    root.hidden = true;
  });
  root.append(text, close);
  document.body.append(root);
  return { root, title, detail, call };
}

export function showBanner(text: BannerText, tone: OnlineStatus['kind']) {
  banner ??= create();
  banner.root.dataset.tone = tone;
  banner.title.textContent = text.title;
  banner.detail.textContent = text.detail;
  banner.call.hidden = !text.call;
  if (text.call) {
    banner.call.textContent = text.call.label;
    banner.call.href = text.call.href;
  }
  banner.root.hidden = false;
}
