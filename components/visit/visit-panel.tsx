import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { fill, type Locale } from '@/lib/i18n';
import type { VisitAnswer, VisitCentre } from '@/lib/request';
import type { VisitCall } from '@/lib/request/visit';
import { VISIT_PHASES } from '@/lib/request/visit/phase';
import type { VisitCopy } from '@/copy/request/visit';
import { useVisitAnswer, VisitAnswerButtons, VisitSaid } from './visit-answers';
import { visitCalendar } from './visit-calendar';
import { VisitShare } from './visit-share';
import { visitLines, visitWhen, visitWhere, type ShownVisit } from './visit-text';
import { VISIT_STYLES as css, VISIT_TONES } from './visit-styles';

export interface VisitPanelProps {
  visit: ShownVisit;
  reference: string;
  words: VisitCopy;
  locale: Locale;
  centre: VisitCentre;
  /** The visit's page with its token (visitLink), made in the browser: what « Envoyer le lien à un proche » sends. */
  link: string;
  /** Posts the family's answer with the visit's token, keeps the visit the gateway answers, and gives the call back. */
  onAnswer: (answer: VisitAnswer) => Promise<VisitCall>;
  /** When the visit was last read (ms): its hour come, it offers nothing more to answer. */
  now: number;
  /** Whether the reference is said (the sending device's confirmation says it already). */
  referenceShown?: boolean;
  /** What comes under the headline (the sending device: « Vous aviez demandé : … »). */
  children?: ReactNode;
}

/** The visit's file, made at the tap (its DTSTAMP is then), and handed to the phone as a download. */
function download(file: string, name: string) {
  const url = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A visit as its family reads it (issues 77 and 83), the one view of it on its link's page and on the device that
 * sent the request: the headline (« Votre rendez-vous : mardi 1er décembre à 11 h, à domicile (Bastos), avec Awa. »,
 * or that it is passed, took place or was cancelled, then when it was), the reference, and by where it stands
 * (lib/request/visit/phase.ts) « Je serai là », « Je dois changer », the calendar file and « Envoyer le lien à un
 * proche ». The centre's phone and WhatsApp are the page's (the visit's page under it, every page in its contact bar).
 */
export function VisitPanel({ visit, reference, words, locale, centre, link, onAnswer, now, referenceShown = true, children }: VisitPanelProps) {
  const { phase, headline, was } = visitLines(visit, words, locale, now);
  const { answers, calendar, tone } = VISIT_PHASES[phase];
  const answering = useVisitAnswer(visit, words, onAnswer, answers);
  return (
    <div style={css.panel} data-visit={visit.state} data-visit-phase={phase}>
      <p style={{ ...css.headline, ...VISIT_TONES[tone].band }} data-visit-headline>
        <span style={{ ...css.icon, ...VISIT_TONES[tone].icon }}>
          <Icon name={tone === 'ended' ? 'emergency' : 'calendar'} size={28} />
        </span>
        <span>{headline}</span>
      </p>
      {was ? <p style={css.line}>{was}</p> : null}
      {referenceShown ? (
        <p style={css.line}>
          <Sentence text={words.reference} fill={{ reference: <strong style={css.reference}>{reference}</strong> }} />
        </p>
      ) : null}
      {children}
      {answers ? <VisitAnswerButtons visit={visit} words={words} answering={answering} /> : null}
      {answers || answering.said.text ? <VisitSaid said={answering.said} /> : null}
      {calendar || answers ? (
        <ul className="plain-list btn-group" style={css.actions}>
          {calendar ? (
            <li style={css.action}>
              <button
                type="button"
                className="btn btn-outline"
                style={css.button}
                data-visit-calendar={calendar}
                onClick={() => {
                  const { file, name } = visitCalendar({ visit, reference, centre, words, now: Date.now() });
                  download(file, name);
                }}
              >
                <Icon name="calendar" size={20} />
                {words.calendar[calendar]}
              </button>
            </li>
          ) : null}
          {answers ? (
            <li style={css.action}>
              <VisitShare
                link={link}
                title={fill(words.calendar.summary, { centre: centre.name })}
                text={fill(words.share.text, { centre: centre.name, when: visitWhen(visit, words, locale), where: visitWhere(visit, words) })}
                words={words}
              />
            </li>
          ) : null}
        </ul>
      ) : null}
    </div>
  );
}
