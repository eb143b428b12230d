import { describe, expect, it } from 'vitest';
import { formatDate, formatDateFr, formatFcfa, formatPrice } from '@/lib/format';

const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatFcfa', () => {
  it('groups thousands with a no-break space', () => {
    expect(formatFcfa(10000)).toBe('10\u202F000\u00A0FCFA');
    expect(plain(formatFcfa(2500))).toBe('2 500 FCFA');
    expect(plain(formatFcfa(500))).toBe('500 FCFA');
  });
});

describe('formatPrice', () => {
  it('writes single prices, ranges and per-unit prices', () => {
    expect(plain(formatPrice({ min: 4000 }))).toBe('4 000 FCFA');
    expect(plain(formatPrice({ min: 3000, max: 15000 }))).toBe('3 000 à 15 000 FCFA');
    expect(plain(formatPrice({ min: 2500, per: 'heure' }))).toBe('2 500 FCFA / heure');
  });
});

describe('formatDateFr', () => {
  it('writes the site’s form with a capitalised month', () => {
    expect(formatDateFr('2024-05-15')).toBe('15 Mai 2024');
    expect(formatDateFr('2024-03-28')).toBe('28 Mars 2024');
    expect(formatDateFr('2024-08-01')).toBe('1 Août 2024');
  });
  it('refuses a malformed date', () => {
    expect(() => formatDateFr('15/05/2024')).toThrow();
    expect(() => formatDateFr('2024-13-01')).toThrow();
  });
});

describe('in English', () => {
  it('groups thousands with a comma and says « to » for a range', () => {
    expect(formatFcfa(10000, 'en')).toBe('10,000\u00A0FCFA');
    expect(plain(formatPrice({ min: 3000, max: 15000 }, 'en'))).toBe('3,000 to 15,000 FCFA');
    expect(plain(formatPrice({ min: 2500, per: 'hour' }, 'en'))).toBe('2,500 FCFA / hour');
  });
  it('writes dates the British way', () => {
    expect(formatDate('2024-05-15', 'en')).toBe('15 May 2024');
    expect(formatDate('2024-01-07', 'en')).toBe('7 January 2024');
    expect(formatDate('2024-08-01', 'fr')).toBe('1 Août 2024');
  });
  it('refuses a date that does not exist', () => {
    expect(() => formatDate('2024-02-30', 'en')).toThrow();
  });
});
