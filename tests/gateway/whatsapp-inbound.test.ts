import { describe, expect, it } from 'vitest';
import { membersOf } from '@/lib/closed-set';
import { INBOUND_KINDS, type InboundMessage } from '../../gateway/src/whatsapp/inbound-kinds';
import { readInbound } from '../../gateway/src/whatsapp/inbound';
import { INBOUND_KIND_WORDS, inboundLabel, placeWords } from '../../gateway/src/whatsapp/inbound-words';
import { LIMITS } from '../../gateway/src/whatsapp/read-values';

/*
 * The messages of Meta's webhook (issue 82.1), each kind in the shape Meta's messages webhook reference and
 * whatsapp-api-js's typings give it, then what a stranger's script or a broken post sends: never a throw, never a
 * message with a wamid dropped.
 */

const NOW = Date.parse('2026-11-28T13:32:00Z');
const FAMILY = '237671234567';
const OURS = 'wamid.HBgLMjM3NjcxMjM0NTY3FQIAERgSQUFBQUFBQUFBQUFBQUFBQUFBAA==';

/** A post of Meta's, its messages (and echoes) in one change, as the messages webhook reference writes it. */
function post(messages: unknown[], { echoes = [] as unknown[], phoneNumberId = '100000000000002', contacts = [{ profile: { name: 'Marie Ndzana' }, wa_id: FAMILY }] as unknown[] } = {}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '100000000000001',
        changes: [
          { field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '237600000001', phone_number_id: phoneNumberId }, contacts, messages } },
          ...(echoes.length > 0 ? [{ field: 'smb_message_echoes', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '237600000001', phone_number_id: phoneNumberId }, message_echoes: echoes } }] : []),
        ],
      },
    ],
  };
}

const base = (id: string, type: string, part: Record<string, unknown>) => ({ from: FAMILY, id, timestamp: String(NOW / 1000 - 60), type, ...part });
const read = (body: unknown) => readInbound(body, { receivedAt: NOW });
const one = (message: unknown): InboundMessage => {
  const { messages } = read(post([message]));
  expect(messages).toHaveLength(1);
  return messages[0]!;
};

describe('each kind, as Meta sends it', () => {
  it('text, with the family, its profile name, its own time and the message of ours it answers', () => {
    const message = one({ ...base('wamid.A1', 'text', { text: { body: 'Je ne pourrai pas, maman est hospitalisée' } }), context: { from: '237600000001', id: OURS } });
    expect(message).toEqual({
      wamid: 'wamid.A1',
      direction: 'in',
      phone: FAMILY,
      userId: '',
      profileName: 'Marie Ndzana',
      at: NOW - 60_000,
      timeGuessed: false,
      replyTo: OURS,
      forwarded: false,
      phoneNumberId: '100000000000002',
      content: { kind: 'text', body: 'Je ne pourrai pas, maman est hospitalisée' },
    });
  });

  it('a quick-reply tap on a template: its payload and its label', () => {
    const message = one({ ...base('wamid.B1', 'button', { button: { payload: 'AV_CHANGE:key.1.confirm', text: 'Je dois changer' } }), context: { from: '237600000001', id: OURS } });
    expect(message.content).toEqual({ kind: 'button', payload: 'AV_CHANGE:key.1.confirm', text: 'Je dois changer' });
    expect(message.replyTo).toBe(OURS);
  });

  it('interactive replies: a reply button and a list row', () => {
    expect(one(base('wamid.C1', 'interactive', { interactive: { type: 'button_reply', button_reply: { id: 'yes', title: 'Oui' } } })).content).toEqual({ kind: 'interactive', reply: 'button_reply', id: 'yes', title: 'Oui', description: '' });
    expect(one(base('wamid.C2', 'interactive', { interactive: { type: 'list_reply', list_reply: { id: 'thu', title: 'Jeudi', description: 'à 11 h' } } })).content).toEqual({ kind: 'interactive', reply: 'list_reply', id: 'thu', title: 'Jeudi', description: 'à 11 h' });
  });

  it('a voice note (voice: true) and an audio file', () => {
    const voice = one(base('wamid.D1', 'audio', { audio: { mime_type: 'audio/ogg; codecs=opus', sha256: 'a'.repeat(64), id: '1234567890', voice: true } }));
    expect(voice.content).toEqual({ kind: 'audio', media: { mediaId: '1234567890', mimeType: 'audio/ogg; codecs=opus', sha256: 'a'.repeat(64), caption: '', filename: '', voice: true, animated: false } });
    const file = one(base('wamid.D2', 'audio', { audio: { mime_type: 'audio/mpeg', sha256: 'b', id: '1234567891' } }));
    expect(file.content.kind === 'audio' && file.content.media.voice).toBe(false);
  });

  it('image, video, document (its name), sticker (animated)', () => {
    expect(one(base('wamid.E1', 'image', { image: { caption: 'La plaie ce matin', mime_type: 'image/jpeg', sha256: 'c', id: '11' } })).content).toMatchObject({ kind: 'image', media: { mediaId: '11', caption: 'La plaie ce matin', mimeType: 'image/jpeg' } });
    expect(one(base('wamid.E2', 'video', { video: { mime_type: 'video/mp4', sha256: 'd', id: '12' } })).content).toMatchObject({ kind: 'video', media: { mediaId: '12' } });
    expect(one(base('wamid.E3', 'document', { document: { filename: 'ordonnance.pdf', mime_type: 'application/pdf', sha256: 'e', id: '13' } })).content).toMatchObject({ kind: 'document', media: { filename: 'ordonnance.pdf' } });
    expect(one(base('wamid.E4', 'sticker', { sticker: { mime_type: 'image/webp', sha256: 'f', id: '14', animated: true } })).content).toMatchObject({ kind: 'sticker', media: { animated: true, filename: '' } });
  });

  it('a location, its coordinates as numbers or as text', () => {
    expect(one(base('wamid.F1', 'location', { location: { latitude: 3.8667, longitude: 11.5167, name: 'Bastos', address: 'Rue 1.750' } })).content).toEqual({ kind: 'location', latitude: 3.8667, longitude: 11.5167, name: 'Bastos', address: 'Rue 1.750' });
    expect(one(base('wamid.F2', 'location', { location: { latitude: '3.8667', longitude: '11.5167' } })).content).toMatchObject({ kind: 'location', latitude: 3.8667 });
  });

  it('contacts: each card its name and phones', () => {
    const message = one(base('wamid.G1', 'contacts', { contacts: [{ name: { formatted_name: 'Dr Ekani', first_name: 'Paul' }, phones: [{ phone: '+237 6 99 00 00 00', wa_id: '237699000000', type: 'CELL' }] }] }));
    expect(message.content).toEqual({ kind: 'contacts', cards: [{ name: 'Dr Ekani', phones: ['+237 6 99 00 00 00'] }] });
  });

  it('a reaction on our confirmation, and one taken back (no emoji); Meta\u2019s old spelling messsage_id read too', () => {
    expect(one(base('wamid.H1', 'reaction', { reaction: { message_id: OURS, emoji: '👍' } })).content).toEqual({ kind: 'reaction', emoji: '👍', messageId: OURS });
    expect(one(base('wamid.H2', 'reaction', { reaction: { message_id: OURS } })).content).toEqual({ kind: 'reaction', emoji: '', messageId: OURS });
    expect(one(base('wamid.H3', 'reaction', { reaction: { messsage_id: OURS, emoji: '❤️' } })).content).toMatchObject({ messageId: OURS });
  });

  it('unsupported and unknown types kept with Meta\u2019s word for them and its error', () => {
    const unsupported = one(base('wamid.I1', 'unsupported', { unsupported: { type: 'edit' }, errors: [{ code: 131051, title: 'Message type unknown', message: 'Message type unknown', error_data: { details: 'Message type is currently not supported.' } }] }));
    expect(unsupported.content).toEqual({ kind: 'unknown', type: 'unsupported/edit', error: '131051 Message type unknown' });
    expect(one(base('wamid.I2', 'order', { order: { catalog_id: '1' } })).content).toEqual({ kind: 'unknown', type: 'order', error: '' });
    expect(one(base('wamid.I3', 'interactive', { interactive: { type: 'nfm_reply', nfm_reply: { response_json: '{}' } } })).content).toMatchObject({ kind: 'unknown', type: 'interactive/nfm_reply' });
    expect(one(base('wamid.I4', 'a_type_of_2030', {})).content).toMatchObject({ kind: 'unknown', type: 'a_type_of_2030' });
  });

  it('every kind of the table is one a post can give', () => {
    const samples = [
      base('k1', 'text', { text: { body: 'x' } }),
      base('k2', 'button', { button: { payload: 'p', text: 't' } }),
      base('k3', 'interactive', { interactive: { type: 'button_reply', button_reply: { id: 'i', title: 't' } } }),
      ...(['image', 'audio', 'video', 'document', 'sticker'] as const).map((type, index) => base(`m${index}`, type, { [type]: { id: String(index + 1), mime_type: 'x/y' } })),
      base('k4', 'location', { location: { latitude: 1, longitude: 2 } }),
      base('k5', 'contacts', { contacts: [{ name: { formatted_name: 'A' } }] }),
      base('k6', 'reaction', { reaction: { message_id: OURS, emoji: '👍' } }),
      base('k7', 'system', { system: { body: 'changed number' } }),
    ];
    expect(new Set(read(post(samples)).messages.map((message) => message.content.kind))).toEqual(new Set(membersOf(INBOUND_KINDS)));
  });
});

describe('coexistence: the reception\u2019s own replies from its phone', () => {
  it('reads smb_message_echoes as « echo », the family being `to`', () => {
    const { messages } = read(post([], { echoes: [{ from: '237600000001', to: FAMILY, id: 'wamid.E-1', timestamp: String(NOW / 1000), type: 'text', text: { body: 'Oui, jeudi 11 h' } }] }));
    expect(messages).toEqual([expect.objectContaining({ wamid: 'wamid.E-1', direction: 'echo', phone: FAMILY, profileName: '', content: { kind: 'text', body: 'Oui, jeudi 11 h' } })]);
  });
});

describe('what a broken post or a stranger\u2019s script sends', () => {
  it('anything that is not Meta\u2019s post: no message, no throw', () => {
    for (const body of [null, undefined, 0, 'text', [], {}, { object: 'page', entry: [] }, { object: 'whatsapp_business_account' }, { object: 'whatsapp_business_account', entry: 'x' }, { object: 'whatsapp_business_account', entry: [null, 1, { changes: [null, { value: 5 }, { value: { messages: 'x' } }] }] }]) {
      expect(read(body)).toEqual({ messages: [], dropped: 0, elsewhere: 0 });
    }
  });

  it('a message without a wamid is counted, not kept; one with a wamid and nothing else is kept as unknown', () => {
    const result = read(post([{ from: FAMILY, type: 'text', text: { body: 'sans id' } }, { id: '' }, { id: 42.5 }, null, 'x', { id: 'wamid.Z' }]));
    expect(result.dropped).toBe(5);
    expect(result.messages).toEqual([expect.objectContaining({ wamid: 'wamid.Z', phone: '', at: NOW, timeGuessed: true, content: { kind: 'unknown', type: '?', error: '' } })]);
  });

  it('a kind whose own part is missing or of the wrong type is kept as unknown with its type, never shown empty', () => {
    for (const [type, part] of [
      ['text', {}],
      ['text', { text: { body: 5 } }],
      ['image', { image: { mime_type: 'image/jpeg' } }],
      ['audio', { audio: 'voice' }],
      ['location', { location: { latitude: 'north', longitude: 11 } }],
      ['location', { location: { latitude: 95, longitude: 11 } }],
      ['contacts', { contacts: [] }],
      ['interactive', { interactive: { type: 'button_reply' } }],
      ['reaction', { reaction: 'x' }],
    ] as const) {
      expect(one(base(`wamid.${type}`, type, part)).content).toMatchObject({ kind: 'unknown', type });
    }
    expect(one({ id: 'wamid.T', from: FAMILY, type: ['text'], text: { body: 'x' } }).content).toMatchObject({ kind: 'unknown', type: '?' });
  });

  it('wrong types everywhere else: a number for `from`, a bad timestamp, a context that is not one', () => {
    const message = one({ id: 'wamid.W', from: 237671234567, timestamp: 'yesterday', type: 'text', text: { body: 'ok' }, context: 'ours' });
    expect(message).toMatchObject({ phone: FAMILY, at: NOW, timeGuessed: true, replyTo: '' });
    expect(one({ ...base('wamid.W2', 'text', { text: { body: 'ok' } }), timestamp: String(NOW / 1000 + 7 * 86_400) })).toMatchObject({ timeGuessed: true });
    expect(one({ ...base('wamid.W3', 'text', { text: { body: 'ok' } }), timestamp: 12 })).toMatchObject({ timeGuessed: true });
    expect(one({ ...base('wamid.W4', 'text', { text: { body: 'ok' } }), from: '<script>' })).toMatchObject({ phone: '' });
  });

  it('huge strings are cut to their limits, a wamid of 10,000 characters is no wamid', () => {
    const huge = 'é'.repeat(100_000);
    const message = one(base('wamid.L', 'document', { document: { id: '9', filename: huge, caption: huge, mime_type: huge } }));
    expect(message.content.kind === 'document' && [message.content.media.filename.length, message.content.media.caption.length, message.content.media.mimeType.length]).toEqual([LIMITS.filename, LIMITS.caption, LIMITS.label]);
    expect(one(base('wamid.L2', 'text', { text: { body: huge } })).content).toMatchObject({ body: 'é'.repeat(LIMITS.text) });
    // A cut never splits an emoji in two.
    const emojis = one(base('wamid.L3', 'text', { text: { body: '😀'.repeat(3_000) } }));
    expect(emojis.content.kind === 'text' && /[\uD800-\uDBFF]$/.test(emojis.content.body)).toBe(false);
    expect(read(post([base('x'.repeat(10_000), 'text', { text: { body: 'x' } })])).dropped).toBe(1);
  });

  it('controls that would reorder or hide the card\u2019s words are taken out; the lines of a text kept', () => {
    const message = one(base('wamid.U', 'text', { text: { body: 'Oui\u202E jeudi\u0000\r\nà 11 h\uFEFF' } }));
    expect(message.content).toEqual({ kind: 'text', body: 'Oui jeudi\nà 11 h' });
    expect(one({ ...base('wamid.U2', 'text', { text: { body: 'x' } }) }, ).profileName).toBe('Marie Ndzana');
  });

  it('the same wamid twice in a post is kept once (the first)', () => {
    const { messages } = read(post([base('wamid.D', 'text', { text: { body: 'first' } }), base('wamid.D', 'text', { text: { body: 'second' } })]));
    expect(messages.map((message) => message.content)).toEqual([{ kind: 'text', body: 'first' }]);
  });

  it('500 messages in one post: all kept, in Meta\u2019s order, in a few milliseconds', () => {
    const many = Array.from({ length: 500 }, (_, index) => base(`wamid.N${index}`, 'text', { text: { body: `message ${index}` } }));
    const started = performance.now();
    const { messages } = read(post(many));
    expect(performance.now() - started).toBeLessThan(500);
    expect(messages.map((message) => message.wamid)).toEqual(many.map((message) => message.id));
  });

  it('messages to another number of the same account are counted apart when the centre\u2019s number is given', () => {
    const body = post([base('wamid.O', 'text', { text: { body: 'x' } })], { phoneNumberId: '999' });
    expect(readInbound(body, { receivedAt: NOW, phoneNumberId: '100000000000002' })).toEqual({ messages: [], dropped: 0, elsewhere: 1 });
    expect(readInbound(body, { receivedAt: NOW }).messages).toHaveLength(1);
  });
});

describe('what the inbox calls each message', () => {
  it('a label for every kind; a voice note, a reaction taken back and an unknown type said as such', () => {
    const voice = one(base('wamid.V', 'audio', { audio: { id: '1', mime_type: 'audio/ogg', voice: true } })).content;
    expect([inboundLabel(voice, 'fr'), inboundLabel(voice, 'en')]).toEqual(['Note vocale', 'Voice note']);
    expect(inboundLabel({ kind: 'reaction', emoji: '', messageId: OURS }, 'fr')).toBe('Réaction retirée');
    expect(inboundLabel({ kind: 'unknown', type: 'unsupported/edit', error: '' }, 'fr')).toBe('Un message que la boîte ne sait pas lire (unsupported/edit)');
    for (const kind of membersOf(INBOUND_KINDS)) expect(INBOUND_KIND_WORDS[kind].fr.length * INBOUND_KIND_WORDS[kind].en.length).toBeGreaterThan(0);
  });

  it('a location: its coordinates as each language writes them, and a map', () => {
    const place = { kind: 'location', latitude: 3.8667, longitude: 11.5167, name: '', address: '' } as const;
    expect(placeWords(place, 'fr')).toEqual({ coordinates: '3,86670\u00A0; 11,51670', map: 'https://www.openstreetmap.org/?mlat=3.86670&mlon=11.51670#map=17/3.86670/11.51670' });
    expect(placeWords(place, 'en').coordinates).toBe('3.86670, 11.51670');
  });
});
