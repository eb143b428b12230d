import type { OpenDays } from '@/lib/hours';
import { afterOpen, raiseAt } from '@/lib/open-time';

/*
 * When what the inbox's alarm keeps is due (docs/gateway-after-taking.md), counted in the centre's open hours
 * (lib/open-time.ts), and by the clock when the centre opens no more within HORIZON_DAYS: a wait never lacks an
 * end. Each instant is written here once, for the calls that ask the alarm for it and the alarm that reads it. Pure.
 */

/** `wait` ms of open time after `from` (0: the next open moment). */
const openAfter = (from: number, wait: number, days: OpenDays | null): number => afterOpen(from, wait, days) ?? from + wait;

/** A claim left without news since `from` (taken then, or the time of a call promised) goes back to « À prendre »: CLAIM_HOURS of open time on. */
export const claimBackAt = (from: number, claimMs: number, days: OpenDays | null): number => openAfter(from, claimMs, days);

/** The phones reminded of a call promised for `callback`: then, or at the next opening. */
export const remindedAt = (callback: number, days: OpenDays | null): number => openAfter(callback, 0, days);

/** A request in « À prendre » since `from` (it came, or came back) that nobody takes is raised: UNCLAIMED_MINUTES of open time on, or at the next opening. */
export const raisedAt = (from: number, wait: number, days: OpenDays | null): number => raiseAt(from, wait, days) ?? from + wait;
