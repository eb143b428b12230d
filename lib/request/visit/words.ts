import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { VisitPlace } from '@/lib/request/gateway/protocol';

/*
 * The words of an appointment's messages (issues 77, 83), in the family's language: the WhatsApp utility templates
 * the centre submits to Meta word for word (docs/setting-up.md quotes them from here), and the same words by SMS
 * (message.ts fills them). Read on a lock screen: the day and time in words, where, the centre's phone, the
 * reference and the link to the family's page; never the service, what the family wrote, a name or anything
 * medical. A template may neither begin nor end with a parameter: each starts and ends with words. French
 * typography (a no-break space before : ; ! ? and inside « »), which the SMS trades for the networks' alphabet (sms.ts).
 */

/**
 * Why a message leaves, each a template of its own (issue 83: a family holding two « confirmé » with two days could
 * not tell which stood):
 *   confirm    the visit agreed
 *   moved      its day, time or place changed: the new one, and the one it replaces
 *   cancelled  it will not take place
 *   reminder   the day before
 * Each purpose's parameters, in Meta's order: VISIT_TEMPLATE_PARAMS.
 */
export const VISIT_MESSAGE_PURPOSES = ['confirm', 'moved', 'cancelled', 'reminder'] as const;
export type VisitMessagePurpose = (typeof VISIT_MESSAGE_PURPOSES)[number];

/** What a template's parameter says: when, where, the visit it replaces, the reference, the centre's phone, the link. */
export type TemplateParam = 'when' | 'where' | 'replaced' | 'reference' | 'phone' | 'link';

/**
 * Each template's parameters, {{1}} first:
 *   when      « mardi 1er décembre à 11 h »          where      « à domicile (Bastos) », « au centre »
 *   replaced  what the family was told before: its day, its time too when only the time moved, its place too when
 *             only the place did (« lundi 30 novembre »)
 *   reference « AV-7K3Q »    phone « +237 6 00 00 00 01 »    link  the family's page (lib/routes.ts, visitLink)
 */
export const VISIT_TEMPLATE_PARAMS: Record<VisitMessagePurpose, readonly TemplateParam[]> = {
  confirm: ['when', 'where', 'reference', 'phone', 'link'],
  moved: ['when', 'where', 'replaced', 'reference', 'phone', 'link'],
  cancelled: ['when', 'where', 'reference', 'phone', 'link'],
  reminder: ['when', 'where', 'reference', 'phone', 'link'],
};

/** Each template's body, its parameters numbered as Meta numbers them (VISIT_TEMPLATE_PARAMS). */
export const VISIT_TEMPLATES: Record<VisitMessagePurpose, Record<Locale, string>> = {
  confirm: {
    fr: `Rendez-vous confirmé${nbsp}: {{1}}, {{2}}. Référence {{3}}. Nous joindre${nbsp}: {{4}}. Le voir, l'ajouter à votre agenda ou nous répondre${nbsp}: {{5}} (lien pour vous et vos proches).`,
    en: 'Appointment confirmed: {{1}}, {{2}}. Reference {{3}}. To reach us: {{4}}. See it, add it to your calendar or reply: {{5}} (a link for you and your family).',
  },
  moved: {
    fr: `Rendez-vous déplacé${nbsp}: {{1}}, {{2}}. Il remplace celui du {{3}}. Référence {{4}}. Nous joindre${nbsp}: {{5}}. Le voir ou nous répondre${nbsp}: {{6}} (lien pour vous et vos proches).`,
    en: 'Appointment moved: {{1}}, {{2}}. It replaces the one on {{3}}. Reference {{4}}. To reach us: {{5}}. See it or reply: {{6}} (a link for you and your family).',
  },
  cancelled: {
    fr: `Rendez-vous annulé${nbsp}: celui du {{1}}, {{2}}, n'aura pas lieu. Référence {{3}}. Pour en fixer un autre${nbsp}: {{4}}. Le voir${nbsp}: {{5}} (lien pour vous et vos proches).`,
    en: 'Appointment cancelled: the one on {{1}}, {{2}}, will not take place. Reference {{3}}. To agree another: {{4}}. See it: {{5}} (a link for you and your family).',
  },
  reminder: {
    fr: `Rappel de votre rendez-vous${nbsp}: {{1}}, {{2}}. Référence {{3}}. Nous joindre${nbsp}: {{4}}. Le voir ou nous répondre${nbsp}: {{5}} (lien pour vous et vos proches).`,
    en: 'Reminder of your appointment: {{1}}, {{2}}. Reference {{3}}. To reach us: {{4}}. See it or reply: {{5}} (a link for you and your family).',
  },
};

/** Where, as the messages say it: at the centre, or at home and the district. */
const PLACE_WORDS: Record<VisitPlace, Record<Locale, string>> = {
  centre: { fr: 'au centre', en: 'at the centre' },
  home: { fr: 'à domicile', en: 'at home' },
};

export function placeWords(place: VisitPlace, district: string | undefined, locale: Locale): string {
  switch (place) {
    case 'centre':
      return PLACE_WORDS.centre[locale];
    case 'home':
      return `${PLACE_WORDS.home[locale]}${district ? ` (${district})` : ''}`;
  }
}
