import { addDays, isIsoDate } from './douala-date';
import { isTimeOfDay } from './calendar-format';

/*
 * One appointment as an iCalendar file (RFC 5545), made in the page (« Ajouter à mon agenda »): a phone's
 * calendar imports it as one event, in Yaoundé's time wherever the phone is (a daughter's in Paris shows it at
 * her own hour). Lines end in CRLF and are folded at 75 octets (never inside a character); text is escaped
 * (§ 3.3.11). The time zone is named with its definition (VTIMEZONE: Africa/Douala, UTC+1 all year, no
 * daylight saving), so a calendar that does not know the name still reads the hour right. A cancelled
 * appointment is the same event (its UID) with a higher SEQUENCE, sent as iTIP's CANCEL (RFC 5546 § 3.2.5:
 * METHOD:CANCEL, STATUS:CANCELLED, its ORGANIZER), so that a calendar that holds it takes it out.
 */

/** Yaoundé's time zone, as the IANA database names it (Cameroon's two cities share it). */
export const CENTRE_TZID = 'Africa/Douala';

/** Where an event stands, and how its file says it (METHOD of the calendar, STATUS of the event). */
export const CALENDAR_STATUSES = {
  confirmed: { method: 'PUBLISH', status: 'CONFIRMED' },
  cancelled: { method: 'CANCEL', status: 'CANCELLED' },
} as const;
export type CalendarStatus = keyof typeof CALENDAR_STATUSES;

export interface CalendarEvent {
  /** Stays the same across moves and cancels: a calendar that imports the newer file updates its event rather than adding one. */
  uid: string;
  /** 0 at first, one more at each change (SEQUENCE): the newer file wins. */
  sequence: number;
  /** Confirmed (the default), or cancelled. */
  status?: CalendarStatus;
  /** Who sets the appointment (ORGANIZER, which iTIP asks of both methods): the centre's name and e-mail. */
  organizer?: { name: string; email: string };
  /** When the file is made (ms since 1970): DTSTAMP, in UTC. */
  stamp: number;
  /** The day (ISO) and the time it starts (HH:MM), in Yaoundé. */
  date: string;
  time: string;
  /** How long it lasts, in minutes (DTEND). */
  minutes: number;
  summary: string;
  location: string;
  description?: string;
  /** A reminder on the phone this many minutes before (VALARM), if any. */
  alarmMinutesBefore?: number;
  /** Who makes the file (PRODID): the centre's name. */
  product: string;
}

/** The calendar's own time zone block: Africa/Douala, West Africa Time, UTC+1 since 1970 and all year. */
const DOUALA_TIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${CENTRE_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0100',
  'TZNAME:WAT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value (§ 3.3.11): backslash, semicolon and comma escaped, a line break as \n, no other control character. */
export function escapeText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/(?!\n)\p{Cc}/gu, ' ')
    .replace(/[\\;,]/g, (mark) => `\\${mark}`)
    .replace(/\n/g, '\\n');
}

const octetsOf = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/** A content line folded (§ 3.1): at most 75 octets a line, each next one begun with a space, never inside a character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let part = '';
  let size = 0;
  // The first line has 75 octets; the others 74 after their space.
  let room = 75;
  for (const char of line) {
    const octets = octetsOf(char.codePointAt(0)!);
    if (size + octets > room) {
      parts.push(part);
      part = '';
      size = 0;
      room = 74;
    }
    part += char;
    size += octets;
  }
  parts.push(part);
  return parts.join('\r\n ');
}

/** 2026-12-01 and 11:00 → 20261201T110000 (a local time: its TZID says whose). */
const localTime = (date: string, minutes: number) => {
  const day = addDays(date, Math.floor(minutes / 1440));
  const inDay = minutes % 1440;
  return `${day.replaceAll('-', '')}T${String(Math.floor(inDay / 60)).padStart(2, '0')}${String(inDay % 60).padStart(2, '0')}00`;
};

/** An instant in UTC: 20261128T091500Z. */
const utcTime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

/** A parameter's value (§ 3.2): quoted, with no double quote nor control character inside. */
const paramText = (text: string) => `"${text.replace(/["\p{Cc}]/gu, ' ')}"`;

/** The file, whole: CRLF after every line, the last one too. */
export function calendarFile(event: CalendarEvent): string {
  if (!isIsoDate(event.date)) throw new Error(`calendar: invalid date ${event.date}`);
  if (!isTimeOfDay(event.time) || event.time === '24:00') throw new Error(`calendar: invalid time ${event.time}`);
  if (!(Number.isInteger(event.minutes) && event.minutes > 0)) throw new Error(`calendar: invalid length ${event.minutes}`);
  const start = Number(event.time.slice(0, 2)) * 60 + Number(event.time.slice(3));
  const at = (minutes: number) => `;TZID=${CENTRE_TZID}:${localTime(event.date, minutes)}`;
  const { method, status } = CALENDAR_STATUSES[event.status ?? 'confirmed'];
  // A reminder of an event taken out would ring for nothing.
  const alarm = event.alarmMinutesBefore !== undefined && status !== 'CANCELLED';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(event.product)}//Rendez-vous//FR`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...DOUALA_TIMEZONE,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcTime(event.stamp)}`,
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    ...(event.organizer ? [`ORGANIZER;CN=${paramText(event.organizer.name)}:mailto:${event.organizer.email.replace(/[^\w.+@-]/g, '')}`] : []),
    `DTSTART${at(start)}`,
    `DTEND${at(start + event.minutes)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    `STATUS:${status}`,
    'TRANSP:OPAQUE',
    ...(alarm ? ['BEGIN:VALARM', 'ACTION:DISPLAY', `DESCRIPTION:${escapeText(event.summary)}`, `TRIGGER:-PT${Math.max(0, Math.floor(event.alarmMinutesBefore ?? 0))}M`, 'END:VALARM'] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map((line) => `${foldLine(line)}\r\n`).join('');
}
