import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/icon';
import { Sentence } from '@/components/ui/sentence';
import { fill, type Locale } from '@/lib/i18n';
import type { VisitAnswer, VisitCentre } from '@/lib/request';
import { isToCome } from '@/lib/request/visit';
import type { VisitCopy } from '@/copy/request/visit';
import { VisitAnswers, type AnswerOutcome } from './visit-answers';
import { visitCalendar } from './visit-calendar';
import { VisitShare } from './visit-share';
import { visitLines, visitWhen, visitWhere, type ShownVisit } from './visit-text';
import { VISIT_STYLES as css } from './visit-styles';

export interface VisitPanelProps {
  visit: ShownVisit;
  reference: string;
  words: VisitCopy;
  locale: Locale;
  centre: VisitCentre;
  /** The visit's page with its token (visitLink), made in the browser: what « Envoyer le lien à un proche » sends. */
  link: string;
  onAnswer: (answer: VisitAnswer) => Promise<AnswerOutcome>;
  /** When it was read (ms): a visit whose day is past in Yaoundé offers nothing more to do. */
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
 * A visit as its family reads it (issue 77), on its page and on the device that sent the request: the headline
 * (« Votre rendez-vous : mardi 1er décembre à 11 h, à domicile (Bastos). »), the reference, and while it is to come
 * « Je serai là », « Je dois changer », « Ajouter à mon agenda » and « Envoyer le lien à un proche ». The centre's
 * phone and WhatsApp are the page's (the visit's page under it, every page in its contact bar).
 */
export function VisitPanel({ visit, reference, words, locale, centre, link, onAnswer, now, referenceShown = true, children }: VisitPanelProps) {
  const { headline, was } = visitLines(visit, words, locale);
  const toCome = isToCome(visit, now);
  const ended = visit.state === 'cancelled' || visit.state === 'missed';
  return (
    <div style={css.panel} data-visit={visit.state}>
      <p style={ended ? { ...css.headline, ...css.ended } : css.headline} data-visit-headline>
        <span style={ended ? { ...css.icon, ...css.endedIcon } : css.icon}>
          <Icon name={ended ? 'emergency' : 'calendar'} size={28} />
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
      {toCome ? (
        <>
          <VisitAnswers visit={visit} words={words} onAnswer={onAnswer} />
          <ul className="plain-list btn-group" style={css.actions}>
            <li style={css.action}>
              <button
                type="button"
                className="btn btn-outline"
                style={css.button}
                data-visit-calendar
                onClick={() => {
                  const { file, name } = visitCalendar({ visit, reference, centre, words, now: Date.now() });
                  download(file, name);
                }}
              >
                <Icon name="calendar" size={20} />
                {words.calendar.button}
              </button>
            </li>
            <li style={css.action}>
              <VisitShare
                link={link}
                title={fill(words.calendar.summary, { centre: centre.name })}
                text={fill(words.share.text, { centre: centre.name, when: visitWhen(visit, words, locale), where: visitWhere(visit, words) })}
                words={words}
              />
            </li>
          </ul>
        </>
      ) : null}
    </div>
  );
}
