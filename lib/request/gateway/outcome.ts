import { isTimeOfDay } from '@/lib/calendar-format';
import { isIsoDate } from '@/lib/douala-date';
import type { GatewayOutcome } from './protocol';
import { isRecord } from '@/lib/unknown-value';

/*
 * A call's outcome (protocol.ts, GatewayOutcome) read as untrusted JSON: by a family's page from the gateway's
 * answer and from what its device kept, by the gateway from its own rows. All of it, of the right shape, or null.
 */

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0;

export function readOutcome(raw: unknown): GatewayOutcome | null {
  if (!isRecord(raw) || !isTime(raw.at)) return null;
  switch (raw.kind) {
    case 'called': {
      const agreed = raw.appointment;
      if (agreed === undefined) return { kind: 'called', at: raw.at };
      if (!isRecord(agreed) || typeof agreed.date !== 'string' || !isIsoDate(agreed.date)) return null;
      if (agreed.time !== undefined && !(typeof agreed.time === 'string' && isTimeOfDay(agreed.time) && agreed.time !== '24:00')) return null;
      return { kind: 'called', at: raw.at, appointment: { date: agreed.date, ...(agreed.time !== undefined ? { time: agreed.time } : {}) } };
    }
    case 'no-answer':
      return isTime(raw.callback) ? { kind: 'no-answer', at: raw.at, callback: raw.callback } : null;
    case 'whatsapp':
      return { kind: 'whatsapp', at: raw.at };
    default:
      return null;
  }
}
