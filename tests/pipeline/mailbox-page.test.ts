import { describe, expect, it } from 'vitest';
import { page, withLinks } from '../../harness/mailbox-page';
import type { Recorded } from '../../harness/recorded';

/*
 * The local mailbox's page (harness/mailbox-page.ts), which `npm run preview` and the journeys' screenshots show: a
 * family's WhatsApp message as its phone shows it, its link one to open, the providers' statuses in French (issue 83).
 */

const LINK = 'http://127.0.0.1:5205/rendez-vous/#q3Vb7yK1pZr0Lm9sT2wXcA';
const whatsapp: Recorded = {
  provider: 'whatsapp',
  at: Date.UTC(2026, 10, 30, 9, 12),
  status: 200,
  path: '/graph/v24.0/100000000000002/messages',
  headers: {},
  body: {
    to: '237671234567',
    template: {
      name: 'rendez_vous_confirmation',
      language: { code: 'fr' },
      components: [{ type: 'body', parameters: ['mardi 1er décembre à 11 h', 'à domicile (Bastos)', 'AV-7K3Q', '+237 6 00 00 00 01', LINK].map((text) => ({ type: 'text', text })) }],
    },
  },
  statuses: ['sent', 'delivered', 'read'],
};

describe('the local mailbox’s page', () => {
  it('shows a family’s message with its link as a link, and the provider’s statuses in French', () => {
    const html = page([whatsapp]);
    expect(html).toContain(`<a href="${LINK}">${LINK}</a> (lien pour vous`);
    expect(html).toContain('envoyé, remis au téléphone, lu');
    expect(html).not.toMatch(/>Suivi<|sent, delivered|\breçu\b/);
    // One apostrophe, the typographic one, in the page's own words (the message's are its template's).
    const own = [page([]), page([{ ...whatsapp, provider: 'sms', body: { recipient: '237671234567', sender: 'AideEtVie', content: '' }, statuses: [] }])].map((text) => text.replace(/<[^>]*>/g, '').replace(/&#39;/g, "'"));
    for (const text of own) expect(text).not.toMatch(/\p{L}'\p{L}/u);
    expect(own[1]).toContain('(aucun pour l’instant)');
  });

  it('makes each address of a text a link, leaves a closing bracket or a full stop out, and the rest escaped', () => {
    expect(withLinks('Voir https://a.example/x#t. Puis (https://b.example/y) <b>')).toBe(
      'Voir <a href="https://a.example/x#t">https://a.example/x#t</a>. Puis (<a href="https://b.example/y">https://b.example/y</a>) &#60;b&#62;',
    );
    expect(withLinks('javascript:alert(1) et rien')).toBe('javascript:alert(1) et rien');
  });
});
