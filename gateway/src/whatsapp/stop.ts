/*
 * « STOP » (issue 82.6): a family's message that ends the confirmations and reminders to its number. The rule, decided
 * on what families type: the message's first word is one of STOP_WORDS (any case, accents or none, punctuation and
 * emoji around it ignored), and every other word only says what to stop and how politely (FILLER: « Stop les rappels
 * svp », « ARRÊT. », « Arrêtez de m'envoyer des messages », « 🛑 stop merci »). A message that says more (« Stop, je ne
 * pourrai pas venir », « Je ne peux pas m'arrêter », « ne stoppez pas ») is not one: it is a message like any other,
 * which a person reads on the card. Long messages never are (more than STOP_MAX_LENGTH characters). Pure.
 */

/** The words that begin a STOP, without their accents. */
export const STOP_WORDS = ['stop', 'stopp', 'stoppez', 'stopper', 'arret', 'arrete', 'arretez', 'arreter', 'unsubscribe', 'desabonner', 'desabonnez', 'desinscrire', 'desinscrivez'] as const;

/** What may follow: what to stop, to whom, and please or thanks, in French and English (no accents: normalized first). */
const FILLER = new Set([
  ...STOP_WORDS,
  // What is stopped.
  ...['les', 'des', 'mes', 'vos', 'ces', 'tous', 'toutes', 'tout', 'le', 'la', 'l', 'ce', 'ca', 'cela', 'aux', 'au', 'de', 'd', 'du', 'rappel', 'rappels', 'message', 'messages', 'sms', 'whatsapp', 'notification', 'notifications', 'confirmation', 'confirmations', 'relance', 'relances'],
  // To whom, and how.
  ...['me', 'm', 'moi', 'm\'envoyer', 'envoyer', 'envoi', 'envois', 'ecrire', 'm\'ecrire', 'contacter', 'me contacter', 'plus', 'svp', 'stp', 's\'il', 's', 'il', 'vous', 'te', 'plait', 'merci', 'bien', 'maintenant', 'definitivement'],
  ...['please', 'pls', 'plz', 'thanks', 'thank', 'you', 'all', 'the', 'messages', 'reminders', 'reminder', 'sending', 'send', 'me', 'texting', 'now'],
]);

export const STOP_MAX_LENGTH = 160;

/** A message's words, lower case, without accents, apostrophes made straight, everything else a space. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(/[\u200B-\u200D\u2060\uFEFF]/g, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘ʼ`´]/g, "'")
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
}

/** Whether a family's text asks for no more messages. */
export function isStop(text: string): boolean {
  if (text.length > STOP_MAX_LENGTH) return false;
  const [first, ...rest] = wordsOf(text);
  return first !== undefined && (STOP_WORDS as readonly string[]).includes(first) && rest.every((word) => FILLER.has(word));
}
