import { describe, expect, it } from 'vitest';
import { EMPLOYMENT_TYPES, isOpen, isRecentlyClosed, jobAnchor, readYears } from '@/lib/jobs';
import { publicationDay } from '@/lib/publication';

describe('a position is on the site', () => {
  const job = { datePosted: '2026-11-01', validThrough: '2026-12-31' };

  it('from the day it is posted through its last day, both included', () => {
    expect(isOpen(job, '2026-10-31')).toBe(false);
    expect(isOpen(job, '2026-11-01')).toBe(true);
    expect(isOpen(job, '2026-12-31')).toBe(true);
    expect(isOpen(job, '2027-01-01')).toBe(false);
  });

  it("closes at midnight in Yaoundé, not in UTC: 23:30 UTC on its last day is already the next day there", () => {
    expect(isOpen(job, publicationDay(new Date('2026-12-31T22:59:00Z')))).toBe(true);
    expect(isOpen(job, publicationDay(new Date('2026-12-31T23:30:00Z')))).toBe(false);
  });

  it('keeps a closed position\'s address answering from the day after its last day through the grace days, not one day more', () => {
    // While it is open, its page is the position's, not the « closed » notice.
    expect(isRecentlyClosed(job, '2026-12-31', 60)).toBe(false);
    expect(isRecentlyClosed(job, '2027-01-01', 60)).toBe(true);
    // 60 days after 31 December: 1 March, the last day a link shared on WhatsApp still lands on a page.
    expect(isRecentlyClosed(job, '2027-03-01', 60)).toBe(true);
    expect(isRecentlyClosed(job, '2027-03-02', 60)).toBe(false);
    expect(isRecentlyClosed(job, '2027-01-01', 0)).toBe(false);
  });

  it('gives each position its own anchor, which no other id of /recrutement/ can take', () => {
    expect(jobAnchor('aide-soignant')).toBe('poste-aide-soignant');
    expect(jobAnchor('aide-soignant')).not.toBe(jobAnchor('infirmier'));
  });

  it("names each contract as Google's JobPosting does", () => {
    expect(EMPLOYMENT_TYPES).toEqual({ cdi: 'FULL_TIME', cdd: 'TEMPORARY', vacations: 'PER_DIEM', stage: 'INTERN' });
  });
});

describe('years of experience, as people type them', () => {
  it.each([
    ['3', 3],
    ['3 ans', 3],
    [' 3 ANS ', 3],
    ['1 an', 1],
    ['2,5', 2.5],
    ['2.5 years', 2.5],
    ['18 mois', 1.5],
    ['6 months', 0.5],
    ['six mois', 0.5],
    ['deux ans et demi', 2.5],
    ['two years and a half', 2.5],
    ['dix ans', 10],
    ["moins d'un an", 0.5],
    ['moins d’un an', 0.5],
    ['aucune', 0],
    ['débutante', 0],
    ['none', 0],
    ['aucun', 0],
    ['beginner', 0],
    ['débutant', 0],
    ['debutant', 0],
    // A zero that starts a number, or ends one, is no « none ».
    ['0,5', 0.5],
    ['10', 10],
    ['1,75 an', 1.8],
    ['1 année', 1],
    ['1 annee', 1],
    ['1 year', 1],
    ['1 yr', 1],
    ['1 month', 0.1],
    ['deux ans  et  demi', 2.5],
    ['50 ans', 50],
  ])('« %s » is %d', (typed, years) => {
    expect(readYears(typed)).toBe(years);
  });

  it('leaves what it cannot read to be sent as typed, never guesses', () => {
    expect(readYears('')).toBeUndefined();
    expect(readYears('beaucoup')).toBeUndefined();
    expect(readYears('3 ans à Mvog-Ada, 2 ans à Bastos')).toBeUndefined();
    // A slip of the finger: no one has worked 250 years.
    expect(readYears('250')).toBeUndefined();
    expect(readYears('51 ans')).toBeUndefined();
    // Words around a reading change its sense: sent as typed, not read as the words inside.
    expect(readYears('pas moins d’un an')).toBeUndefined();
    expect(readYears('less than a year here, 5 in a pharmacy')).toBeUndefined();
    expect(readYears('bientôt 3 ans')).toBeUndefined();
    expect(readYears('pas débutant')).toBeUndefined();
    expect(readYears('débutant depuis 2020')).toBeUndefined();
  });

  it('never reads a word that only JavaScript knows as a number (the centre would read « NaN ans »)', () => {
    expect(readYears('constructor')).toBeUndefined();
  });
});
