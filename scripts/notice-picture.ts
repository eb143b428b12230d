// The staff guide's picture of a notice (docs/guide-du-personnel.md, « Être prévenu sur son téléphone »):
// the real title and text of the notices, as lib/request/notice/notice.ts writes them, drawn in a page
// styled like Android's notification shade and captured with headless Chromium. An illustration, and
// its caption says so: we have no phone here, and ntfy's app draws its own notices its own way.
//   npx tsx scripts/notice-picture.ts [docs/images/guide/22-notice-ntfy.png]
import { chromium } from '@playwright/test';
import { callbackValues } from '../lib/request/callback';
import { noticeFacts, noticeOf, type Notice } from '../lib/request/notice/notice';

const out = process.argv[2] ?? 'docs/images/guide/22-notice-ntfy.png';
// Any values: the notice says none of them. A call-back chosen on Monday 16 March 2026 for tomorrow afternoon.
const callback = callbackValues({ phone: '+237600000000', name: '', date: '2026-03-17', slot: { slot: 'afternoon', from: '12:00', to: '17:00' }, service: '' });
const notices: [when: string, notice: Notice][] = [
  ['9:41', noticeOf('sent', noticeFacts({ values: {}, locale: 'fr', reference: 'AV-7K3Q' }))],
  ['9:52', noticeOf('sent', noticeFacts({ values: callback, locale: 'fr', reference: 'AV-M4PX', kind: 'callback' }))],
  ['10:05', noticeOf('failing', noticeFacts({ values: {}, locale: 'fr', reference: 'AV-2HZB' }), { emailjs: { status: 426, text: '' }, relay: { status: 503, text: '' } })],
];
// ntfy shows a tag that names an emoji as that emoji, before the title. This machine has no emoji
// font: the bell is drawn, the warning sign is a plain character.
const BELL = '<svg width="15" height="15" viewBox="0 0 24 24" aria-hidden="true"><path fill="#d4a20f" d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z"/></svg>';
const EMOJI: Record<string, string> = { bell: BELL, warning: '⚠' };

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const card = ([when, notice]: [string, Notice]) => `
  <div class="card">
    <div class="head"><span class="icon">n</span>ntfy · aide-et-vie · ${when}</div>
    <div class="title">${notice.tags.map((tag) => EMOJI[tag] ?? '').join('')} ${escape(notice.title)}</div>
    <div class="text">${escape(notice.message)}</div>
  </div>`;

const html = `<!doctype html><html lang="fr"><meta charset="utf-8"><style>
  body { margin: 0; width: 412px; background: #1d2733; font: 15px/1.35 Roboto, 'DejaVu Sans', sans-serif; color: #1b1b1f; }
  .bar { color: #e8eaf0; padding: 10px 18px 6px; font-size: 14px; display: flex; justify-content: space-between; }
  .card { background: #eef1f8; margin: 8px 10px; border-radius: 22px; padding: 14px 18px 16px; }
  .head { font-size: 12.5px; color: #44474f; display: flex; align-items: center; gap: 8px; }
  .icon { width: 20px; height: 20px; border-radius: 50%; background: #338574; color: #fff; font-weight: bold; font-size: 12px; display: inline-flex; align-items: center; justify-content: center; }
  .title { font-weight: 600; margin-top: 8px; }
  .text { margin-top: 4px; color: #2f3036; }
  .caption { color: #c9cfda; font-size: 12.5px; padding: 10px 18px 16px; }
</style><body>
  <div class="bar"><span>10:06</span><span>Notifications</span></div>
  ${notices.map(card).join('')}
  <div class="caption">Illustration, pas une capture d'écran : le titre et le texte sont ceux que le site envoie (références inventées) ; l'application ntfy les présente à sa manière selon le téléphone.</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 412, height: 200 }, deviceScaleFactor: 2 });
await page.setContent(html);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
console.log(`notice picture: ${out}`);
