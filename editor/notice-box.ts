import { CLOSE } from './photos/messages';

/*
 * The pieces of the boxes the editor lays over Decap's page (no connection, a publish on its way, a
 * photo being prepared): built with the DOM, since they live outside Decap's React.
 */

/** An element with its class (a CSS module's, absent when the module has none) and its text. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className !== undefined) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** A box read out when its words change, marked `data-<marker>` for the tests and the stylesheet. */
export function statusBox(className: string | undefined, marker: string): HTMLDivElement {
  const root = element('div', className);
  root.setAttribute('role', 'status');
  root.dataset[marker] = '';
  return root;
}

/** The button that closes a box. */
export function closeButton(className: string | undefined, onClose: () => void): HTMLButtonElement {
  const close = element('button', className, CLOSE);
  close.type = 'button';
  close.addEventListener('click', onClose);
  return close;
}
