import { describe, expect, it } from 'vitest';
import { visitCopy } from '@/copy/request/visit';
import { VISIT_ANSWERS } from '@/lib/request/visit';
import type { InboundContent } from '../../gateway/src/whatsapp/inbound-kinds';
import { QUICK_REPLIES, quickReplyComponents, quickReplyPayload, readQuickReply } from '../../gateway/src/whatsapp/quick-replies';
import { isStop, STOP_MAX_LENGTH } from '../../gateway/src/whatsapp/stop';

/*
 * What a family types to stop the messages (issue 82.6), and a tap on a template's quick-reply button counted as the
 * page's answer (issue 82.5).
 */

describe('isStop', () => {
  it('the word alone, any case, accents or none, spaces, punctuation and emoji around it', () => {
    for (const text of ['STOP', 'Stop', 'stop', ' stop ', 'Stop.', 'STOP!', 'stop !!!', '«\u00A0STOP\u00A0»', '"Stop"', 'ARRÊT', 'Arrêt.', 'arret', 'ARRET', 'Arrête', 'ARRÊTEZ', '🛑 STOP', 'STOP 🙏', 'S\u200BTOP', 'ＳＴＯＰ', 'stop\nstop', 'STOP STOP STOP', 'Unsubscribe', 'Désabonner']) {
      expect([text, isStop(text)]).toEqual([text, true]);
    }
  });

  it('a few words that only say what to stop, and please', () => {
    for (const text of ['Stop les rappels svp', 'STOP les messages', 'Stop merci', 'stop s\u2019il vous plaît', "Stop s'il vous plait", 'Arrêtez de m\u2019envoyer des messages', 'Arrêt des rappels, merci', 'Stop aux rappels', 'stop please', 'Stop sending me messages', 'STOP reminders, thanks', 'Stop WhatsApp']) {
      expect([text, isStop(text)]).toEqual([text, true]);
    }
  });

  it('not inside a sentence, nor when the family says more than stop (a person reads it)', () => {
    for (const text of [
      'ne stoppez pas',
      'Je ne peux pas m\u2019arrêter',
      'Je veux arrêter les rappels',
      'Stop, je ne pourrai pas venir, maman est hospitalisée',
      'Arrêt de bus Mvog-Mbi, on vous attend là',
      'Stoppez tout, on déménage à Douala',
      'STOP 2',
      'S T O P',
      'stopped',
      'Bus stop',
      '👍',
      '',
      '   ',
      'Stop les rappels svp '.repeat(10),
    ]) {
      expect([text, isStop(text)]).toEqual([text, false]);
    }
    expect(isStop(`stop${' '.repeat(STOP_MAX_LENGTH)}`)).toBe(false);
  });
});

const button = (payload: string, text = ''): InboundContent => ({ kind: 'button', payload, text });

describe('quick replies', () => {
  it('say on the template what the family\u2019s page says on its buttons', () => {
    for (const answer of VISIT_ANSWERS) expect(QUICK_REPLIES[answer].words).toEqual({ fr: visitCopy.fr.answers[answer], en: visitCopy.en.answers[answer] });
  });

  it('each send sets both buttons\u2019 payloads, its code and the message\u2019s reference; a tap reads them back', () => {
    const ref = 'k7fJ2Qm4XyZ0aBcDeFgHiJkLmNo.2.confirm';
    expect(quickReplyComponents(ref)).toEqual([
      { type: 'button', sub_type: 'quick_reply', index: '0', parameters: [{ type: 'payload', payload: `AV_COMING:${ref}` }] },
      { type: 'button', sub_type: 'quick_reply', index: '1', parameters: [{ type: 'payload', payload: `AV_CHANGE:${ref}` }] },
    ]);
    for (const answer of VISIT_ANSWERS) expect(readQuickReply(button(quickReplyPayload(answer, ref), 'whatever'))).toEqual({ answer, ref });
  });

  it('a payload without a reference, or with one that is not ours, still answers; its reference is dropped', () => {
    expect(readQuickReply(button('AV_CHANGE'))).toEqual({ answer: 'change', ref: '' });
    expect(readQuickReply(button('AV_COMING:<script>'))).toEqual({ answer: 'coming', ref: '' });
    expect(quickReplyPayload('coming', 'a b')).toBe('AV_COMING');
  });

  it('a template sent without payloads: the tap read by its label, in either language, either apostrophe', () => {
    expect(readQuickReply(button('Je dois changer', 'Je dois changer'))).toEqual({ answer: 'change', ref: '' });
    expect(readQuickReply(button('', 'I\'ll be there'))).toEqual({ answer: 'coming', ref: '' });
    expect(readQuickReply(button('JE SERAI LÀ'))).toEqual({ answer: 'coming', ref: '' });
  });

  it('a reply button with our code counts; anything else is no answer', () => {
    expect(readQuickReply({ kind: 'interactive', reply: 'button_reply', id: 'AV_CHANGE:x.1.confirm', title: 'Je dois changer', description: '' })).toEqual({ answer: 'change', ref: 'x.1.confirm' });
    expect(readQuickReply({ kind: 'interactive', reply: 'list_reply', id: 'AV_CHANGE', title: '', description: '' })).toBeNull();
    expect(readQuickReply(button('SOMETHING_ELSE', 'Oui'))).toBeNull();
    expect(readQuickReply(button('toString'))).toBeNull();
    expect(readQuickReply({ kind: 'text', body: 'Je dois changer' })).toBeNull();
  });
});
