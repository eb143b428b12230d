import type { CareersCopy } from '@/copy/careers';
import type { KindFormCopy } from '@/lib/request';

/** The application form's words, in the page's language: its form's (the shared form's), and what it says once sent (its own outcome). */
export type ApplicationCopy = KindFormCopy & { sent: CareersCopy['sent'] };
