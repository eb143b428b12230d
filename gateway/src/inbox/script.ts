/*
 * The inbox's only script, served at INBOX_PATHS.script, named with its version (assets.ts, INBOX_SCRIPT_URL; the
 * policy allows no inline code): every 30 seconds, while the page is seen, it fetches the list anew (the « Actualiser » link's address: the same
 * list, without the last action's message) and swaps the tabs and the cards in place. Never while a
 * finger or a key has just moved (a card must not slide away under a tap), while « Indésirable » is
 * open, or once a form is being sent; scrolled down, the card on screen stays where it is. Anything that
 * goes wrong (signed out, offline, another page) leaves the page as it is: it works fully without this. Besides,
 * the list « Rendez-vous »'s print button.
 * Plain ES2017, for old phones' browsers. scripts/inbox-screenshot.ts checks it on the page's clock.
 */
export const INBOX_SCRIPT = `(function () {
  'use strict';
  var EVERY_MS = 30000;
  var QUIET_MS = 8000;
  // The list « Rendez-vous »'s button: the browser's print (the page's print rules keep today's, on one A4 page).
  document.addEventListener('click', function (event) {
    var target = event.target;
    if (target && target.closest && target.closest('[data-print]')) window.print();
  });
  var list = document.getElementById('list');
  var link = document.querySelector('a.refresh');
  if (!list || !link || !window.fetch || !window.DOMParser) return;
  var moved = 0;
  var sending = false;
  ['pointerdown', 'touchstart', 'keydown', 'scroll', 'focusin'].forEach(function (type) {
    window.addEventListener(type, function () { moved = Date.now(); }, { capture: true, passive: true });
  });
  document.addEventListener('submit', function () { sending = true; }, true);

  // A control of the list focused from the keyboard (a tap's focus is no reason to wait: it stays there).
  function keyboardInList() {
    var active = document.activeElement;
    if (!active || active === document.body || !list.contains(active)) return false;
    try {
      return active.matches(':focus-visible');
    } catch (error) {
      return true;
    }
  }

  function busy() {
    return sending || document.hidden || Date.now() - moved < QUIET_MS || !!document.querySelector('details[open]') || keyboardInList();
  }

  // Scrolled down the list, the card she is reading stays where it is when new ones arrive above it.
  function anchor() {
    if (window.scrollY <= 0) return null;
    var cards = list.querySelectorAll('[data-id]');
    for (var i = 0; i < cards.length; i++) {
      var top = cards[i].getBoundingClientRect().top;
      if (top >= 0) return { id: cards[i].getAttribute('data-id'), top: top };
    }
    return null;
  }

  function keep(kept) {
    var cards = list.querySelectorAll('[data-id]');
    for (var i = 0; i < cards.length; i++) {
      if (cards[i].getAttribute('data-id') === kept.id) return window.scrollBy(0, cards[i].getBoundingClientRect().top - kept.top);
    }
  }

  function refresh() {
    if (busy()) return;
    fetch(link.href, { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'text/html' } })
      .then(function (response) {
        if (!response.ok || response.redirected) throw new Error('not the list');
        return response.text();
      })
      .then(function (text) {
        var fresh = new DOMParser().parseFromString(text, 'text/html');
        var next = fresh.getElementById('list');
        if (!next || busy() || next.innerHTML === list.innerHTML) return;
        var kept = anchor();
        next = document.importNode(next, true);
        list.parentNode.replaceChild(next, list);
        list = next;
        document.title = fresh.title;
        if (kept) keep(kept);
      })
      .catch(function () {});
  }

  window.setInterval(refresh, EVERY_MS);
  document.addEventListener('visibilitychange', refresh);
})();
`;
