import { describe, expect, it } from 'vitest';
import { calendarFile, CENTRE_TZID, escapeText, foldLine, type CalendarEvent } from '@/lib/calendar-file';
import { doualaInstant } from '@/lib/douala-date';

/*
 * « Ajouter à mon agenda » (lib/calendar-file.ts): the file is read back here as a calendar reads it (RFC 5545:
 * lines unfolded, split at the first unquoted colon, parameters, text unescaped), so that what the family's
 * phone imports is what the page meant.
 */

interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** The content lines of a file, unfolded (§ 3.1: CRLF followed by one space or tab is removed). */
function unfold(file: string): string[] {
  expect(file.endsWith('\r\n'), 'the last line ends in CRLF').toBe(true);
  expect(file.replace(/\r\n/g, ''), 'no bare CR or LF').not.toMatch(/[\r\n]/);
  return file
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .slice(0, -1);
}

function property(line: string): Property {
  const colon = line.indexOf(':');
  const [name, ...params] = line.slice(0, colon).split(';');
  return { name: name!, params: Object.fromEntries(params.map((param) => param.split('=') as [string, string])), value: line.slice(colon + 1) };
}

/** § 3.3.11, read back: \\ \; \, \n. */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, mark: string) => (mark === 'n' || mark === 'N' ? '\n' : mark));

/** The components of a file as nested lists of properties, every BEGIN matched by its END. */
function parse(file: string) {
  const lines = unfold(file).map(property);
  const stack: string[] = [];
  const components: Record<string, Property[]> = {};
  for (const line of lines) {
    if (line.name === 'BEGIN') stack.push(line.value);
    else if (line.name === 'END') expect(stack.pop(), `END:${line.value}`).toBe(line.value);
    else (components[stack.join('/')] ??= []).push(line);
  }
  expect(stack).toEqual([]);
  return components;
}

const one = (properties: Property[] | undefined, name: string) => {
  const found = (properties ?? []).filter((item) => item.name === name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

/** A local DATE-TIME of the file in its time zone, read with the VTIMEZONE's offset, as an instant. */
function instantOf(value: string, offset: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(value)!;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const sign = offset.startsWith('-') ? -1 : 1;
  const shift = sign * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5))) * 60_000;
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - shift;
}

const visit: CalendarEvent = {
  uid: 'AV-7K3Q@aide-et-vie.cm',
  sequence: 0,
  stamp: Date.UTC(2026, 10, 28, 9, 15, 30),
  date: '2026-12-01',
  time: '11:00',
  minutes: 60,
  summary: 'Rendez-vous – Aide & Vie',
  location: 'À domicile (Bastos), Yaoundé',
  description: 'Référence : AV-7K3Q. Pour changer, appelez le +237 6 00 00 00 01.',
  alarmMinutesBefore: 120,
  product: 'Aide & Vie',
};

describe('an appointment as an iCalendar file (lib/calendar-file.ts)', () => {
  it('is a calendar of one event, read back whole: its day and hour in Yaoundé’s time with the zone’s definition, an hour long, its words', () => {
    const calendar = parse(calendarFile(visit));
    const head = calendar.VCALENDAR!;
    expect(one(head, 'VERSION').value).toBe('2.0');
    expect(one(head, 'PRODID').value).toContain('Aide & Vie');
    expect(one(head, 'CALSCALE').value).toBe('GREGORIAN');
    const zone = calendar['VCALENDAR/VTIMEZONE']!;
    expect(one(zone, 'TZID').value).toBe(CENTRE_TZID);
    const standard = calendar['VCALENDAR/VTIMEZONE/STANDARD']!;
    expect(one(standard, 'TZOFFSETTO').value).toBe('+0100');
    expect(one(standard, 'TZOFFSETFROM').value).toBe('+0100');

    const event = calendar['VCALENDAR/VEVENT']!;
    expect(one(event, 'UID').value).toBe('AV-7K3Q@aide-et-vie.cm');
    expect(one(event, 'DTSTAMP').value).toBe('20261128T091530Z');
    expect(one(event, 'SEQUENCE').value).toBe('0');
    const start = one(event, 'DTSTART');
    const end = one(event, 'DTEND');
    expect(start.params).toEqual({ TZID: CENTRE_TZID });
    expect(end.params).toEqual({ TZID: CENTRE_TZID });
    expect(start.value).toBe('20261201T110000');
    expect(end.value).toBe('20261201T120000');
    // The zone's own offset gives the instant Yaoundé's clock means (lib/douala-date.ts), and the time zone database agrees.
    expect(instantOf(start.value, one(standard, 'TZOFFSETTO').value)).toBe(doualaInstant('2026-12-01', 11 * 60));
    const local = new Intl.DateTimeFormat('en-GB', { timeZone: CENTRE_TZID, dateStyle: 'short', timeStyle: 'short' }).format(instantOf(start.value, '+0100'));
    expect(local).toBe('01/12/2026, 11:00');
    expect(instantOf(end.value, '+0100') - instantOf(start.value, '+0100')).toBe(60 * 60_000);

    expect(unescapeText(one(event, 'SUMMARY').value)).toBe('Rendez-vous – Aide & Vie');
    expect(unescapeText(one(event, 'LOCATION').value)).toBe('À domicile (Bastos), Yaoundé');
    expect(unescapeText(one(event, 'DESCRIPTION').value)).toBe(visit.description);
    expect(one(event, 'STATUS').value).toBe('CONFIRMED');
    const alarm = calendar['VCALENDAR/VEVENT/VALARM']!;
    expect(one(alarm, 'ACTION').value).toBe('DISPLAY');
    expect(one(alarm, 'TRIGGER').value).toBe('-PT120M');
    expect(one(alarm, 'DESCRIPTION').value).toBeTruthy();
  });

  it('ends every line in CRLF and folds none over 75 octets, never inside a character; unfolded, the words are whole', () => {
    const long = 'Très long lieu : à domicile, quartier Biyem-Assi, près de l’école « Les Étoiles », deuxième portail à gauche après le carrefour';
    const file = calendarFile({ ...visit, location: long, description: 'é'.repeat(200) });
    for (const line of file.split('\r\n').slice(0, -1)) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    // Each physical line is valid UTF-8 on its own: no character cut in two.
    for (const line of file.split('\r\n')) expect(Buffer.from(Buffer.from(line, 'utf8').toString('utf8'), 'utf8').toString('utf8')).toBe(line);
    const event = parse(file)['VCALENDAR/VEVENT']!;
    expect(unescapeText(one(event, 'LOCATION').value)).toBe(long);
    expect(unescapeText(one(event, 'DESCRIPTION').value)).toBe('é'.repeat(200));
  });

  it('folds at 75 octets exactly, the next lines a space and 74', () => {
    const folded = foldLine(`DESCRIPTION:${'a'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines[0]).toHaveLength(75);
    expect(lines.slice(1).every((line) => line.startsWith(' ') && Buffer.byteLength(line) <= 75)).toBe(true);
    expect(lines[1]).toHaveLength(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'a'.repeat(200)}`);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    // Three-octet characters at the edge move whole to the next line.
    const euros = foldLine(`X:${'€'.repeat(40)}`);
    expect(euros.split('\r\n').map((line) => Buffer.byteLength(line))).toEqual([74, 49]);
  });

  it('escapes text: backslash, semicolon, comma and line breaks, and drops other control characters', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\there\u0007')).toBe('tab here ');
    expect(unescapeText(escapeText('Rue 1, Bastos; « entrée » \\ porte\n2'))).toBe('Rue 1, Bastos; « entrée » \\ porte\n2');
    // A summary that would close the event if written raw stays text.
    const event = parse(calendarFile({ ...visit, summary: 'x\nEND:VEVENT\nBEGIN:VEVENT' }))['VCALENDAR/VEVENT']!;
    expect(unescapeText(one(event, 'SUMMARY').value)).toBe('x\nEND:VEVENT\nBEGIN:VEVENT');
  });

  it('ends on the next day past midnight; counts a move in SEQUENCE; leaves out what is not given', () => {
    const late = parse(calendarFile({ ...visit, date: '2026-12-31', time: '23:30', minutes: 60, sequence: 2, description: undefined, alarmMinutesBefore: undefined }));
    const event = late['VCALENDAR/VEVENT']!;
    expect(one(event, 'DTSTART').value).toBe('20261231T233000');
    expect(one(event, 'DTEND').value).toBe('20270101T003000');
    expect(one(event, 'SEQUENCE').value).toBe('2');
    expect(event.some((item) => item.name === 'DESCRIPTION')).toBe(false);
    expect(late['VCALENDAR/VEVENT/VALARM']).toBeUndefined();
  });

  it('writes a cancelled event as iTIP’s CANCEL: the same UID, a higher SEQUENCE, STATUS:CANCELLED, its organizer, and no reminder to ring', () => {
    const organizer = { name: 'Aide & Vie "Centre"', email: 'contact@aide-et-vie.cm' };
    const booked = parse(calendarFile({ ...visit, organizer }));
    const cancelled = parse(calendarFile({ ...visit, organizer, sequence: 3, status: 'cancelled' }));
    expect(one(booked.VCALENDAR, 'METHOD').value).toBe('PUBLISH');
    expect(one(cancelled.VCALENDAR, 'METHOD').value).toBe('CANCEL');
    const event = cancelled['VCALENDAR/VEVENT']!;
    expect(one(event, 'STATUS').value).toBe('CANCELLED');
    expect(one(event, 'SEQUENCE').value).toBe('3');
    expect(one(event, 'UID').value).toBe(one(booked['VCALENDAR/VEVENT'], 'UID').value);
    // RFC 5546 § 3.2.5 asks ORGANIZER of a CANCEL: a quoted name (no double quote inside), a mailto address.
    const by = one(event, 'ORGANIZER');
    expect(by.value).toBe('mailto:contact@aide-et-vie.cm');
    expect(by.params).toEqual({ CN: '"Aide & Vie  Centre "' });
    expect(cancelled['VCALENDAR/VEVENT/VALARM']).toBeUndefined();
    expect(booked['VCALENDAR/VEVENT/VALARM']).toBeDefined();
    // Folded and ended as every file.
    for (const line of calendarFile({ ...visit, organizer: { name: 'é'.repeat(60), email: 'contact@aide-et-vie.cm' }, status: 'cancelled' }).split('\r\n').slice(0, -1)) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
    }
  });

  it('refuses a day, a time or a length it cannot write', () => {
    expect(() => calendarFile({ ...visit, date: '2026-02-30' })).toThrow(/date/);
    expect(() => calendarFile({ ...visit, time: '24:00' })).toThrow(/time/);
    expect(() => calendarFile({ ...visit, time: '11h' })).toThrow(/time/);
    expect(() => calendarFile({ ...visit, minutes: 0 })).toThrow(/length/);
  });
});
