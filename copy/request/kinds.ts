import type { RequestCopy } from '@/lib/request';

/*
 * What each kind added with its own page says after « Envoyer » (its words' module, copy/request/<kind>.ts,
 * one object a language), by kind: the compiler names a kind missing here. One table a language, so that a
 * French page's words never bring the English ones (fr.ts and en.ts each import their own).
 */

export const KIND_WORDS_FR: RequestCopy['kinds'] = {};

export const KIND_WORDS_EN: RequestCopy['kinds'] = {};
