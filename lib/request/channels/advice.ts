/*
 * What staff should do after each answer of EmailJS, in French: the relay's message carries it
 * (relay.ts). Loaded with the relay only, when EmailJS did not take a request.
 */

const ADVICE: [test: (status: number) => boolean, advice: string][] = [
  [(s) => s === 0, "les clés EmailJS (NEXT_PUBLIC_EMAILJS_…) manquent dans la construction du site\u00A0: renseignez-les et publiez à nouveau."],
  [(s) => s === 402 || s === 426, "le quota du mois est sans doute atteint\u00A0: vérifiez l'offre dans EmailJS (Account → Subscription) et passez à l'offre supérieure si besoin."],
  [(s) => s === 412, 'reconnectez la boîte Gmail dans EmailJS\u00A0: Email Services → le service du site → Reconnect, puis «\u00A0Send test\u00A0».'],
  [(s) => s === 403, "ajoutez le domaine du site dans EmailJS (Account → Security → Allowed origins)\u00A0; pour le test hebdomadaire, autorisez aussi les appels hors navigateur."],
  [(s) => s === 400 || s === 404, "le service, le modèle ou la clé publique n'existe plus dans EmailJS\u00A0: vérifiez leurs identifiants (Email Services, Email Templates, Account) et ceux du site."],
  [(s) => s === 401, 'la clé publique EmailJS est refusée\u00A0: vérifiez-la dans Account → General et dans la construction du site.'],
  [(s) => s === 422, 'le modèle EmailJS est mal réglé (destinataire vide\u00A0?)\u00A0: ouvrez Email Templates → le modèle → To Email.'],
  [(s) => s === 429, "EmailJS limite les envois (trop en peu de temps)\u00A0: rien à faire si cela ne dure pas\u00A0; sinon vérifiez l'offre."],
  [(s) => s >= 500, "EmailJS est en panne de son côté\u00A0: rien à faire, la demande est aussi repartie par ce canal. Voyez status.emailjs.com."],
  [(s) => s === -1, "EmailJS n'a pas répondu à temps ou n'a pas pu être joint\u00A0: si cela se répète, vérifiez status.emailjs.com."],
];

/** One line of what to do, for staff, after a status of EmailJS (-1: no answer; 0: the keys were missing). */
export function adviceFor(status: number): string {
  return ADVICE.find(([test]) => test(status))?.[1] ?? "EmailJS a répondu d'une façon inattendue\u00A0: lisez son texte ci-dessous et vérifiez le compte (quota, service, modèle, domaine).";
}

