import type { CareersCopy } from '@/copy/careers';

/** The application form's words, in the page's language: its labels and checks, and what it says once sent. */
export type ApplicationCopy = CareersCopy['form'] & { sent: CareersCopy['sent']; locale: 'fr' | 'en' };

/** A choice of the position list: the French title the centre reads, the page's label, the file's slug (?poste=). */
export interface PositionChoice {
  value: string;
  label: string;
  slug: string;
}
