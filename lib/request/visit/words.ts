import type { Locale } from '@/lib/i18n';
import { nbsp } from '@/lib/typography';
import type { VisitPlace } from '@/lib/request/gateway/protocol';

/*
 * The words of an appointment's messages (issue 77), in the family's language: the WhatsApp utility templates the
 * centre submits to Meta word for word (docs/guide-du-personnel.md quotes them from here), and the same words by SMS
 * (message.ts fills them). Read on a lock screen: the day and time in words, where, the centre's phone, the
 * reference and the link to the family's page; never the service, what the family wrote, a name or anything
 * medical. A template may neither begin nor end with a parameter: each starts and ends with words. French
 * typography (a no-break space before : ; ! ? and inside « »), which the SMS trades for the networks' alphabet (sms.ts).
 */

/** Why a message leaves: the confirmation of a visit agreed (or moved), or its reminder the day before. */
export const VISIT_MESSAGE_PURPOSES = ['confirm', 'reminder'] as const;
export type VisitMessagePurpose = (typeof VISIT_MESSAGE_PURPOSES)[number];

/**
 * Each template's body, its parameters numbered as Meta numbers them:
 *   {{1}} the day and time (« mardi 1er décembre à 11 h »)   {{2}} where (« à domicile (Bastos) », « au centre »)
 *   {{3}} the reference (« AV-7K3Q »)                         {{4}} the centre's phone (« +237 6 00 00 00 01 »)
 *   {{5}} the link to the family's page (lib/routes.ts, visitLink)
 */
export const VISIT_TEMPLATES: Record<VisitMessagePurpose, Record<Locale, string>> = {
  confirm: {
    fr: `Rendez-vous confirmé${nbsp}: {{1}}, {{2}}. Référence {{3}}. Nous joindre${nbsp}: {{4}}. Le voir, l'ajouter à votre agenda ou nous répondre${nbsp}: {{5}} (lien pour vous et vos proches).`,
    en: 'Appointment confirmed: {{1}}, {{2}}. Reference {{3}}. To reach us: {{4}}. See it, add it to your calendar or reply: {{5}} (a link for you and your family).',
  },
  reminder: {
    fr: `Rappel de votre rendez-vous${nbsp}: {{1}}, {{2}}. Référence {{3}}. Nous joindre${nbsp}: {{4}}. Le voir ou nous répondre${nbsp}: {{5}} (lien pour vous et vos proches).`,
    en: 'Reminder of your appointment: {{1}}, {{2}}. Reference {{3}}. To reach us: {{4}}. See it or reply: {{5}} (a link for you and your family).',
  },
};

/** Where, as the messages say it: at the centre, or at home and the district. */
export function placeWords(place: VisitPlace, district: string | undefined, locale: Locale): string {
  switch (place) {
    case 'centre':
      return PLACE_WORDS.centre[locale];
    case 'home':
      return `${PLACE_WORDS.home[locale]}${district ? ` (${district})` : ''}`;
  }
}

const PLACE_WORDS: Record<VisitPlace, Record<Locale, string>> = {
  centre: { fr: 'au centre', en: 'at the centre' },
  home: { fr: 'à domicile', en: 'at home' },
};

/** How many parameters a template has. */
export const TEMPLATE_PARAMETERS = 5;
