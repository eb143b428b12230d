import { describe, expect, it } from 'vitest';
import { hasEntry, memberOf, membersOf, unreachable } from '@/lib/closed-set';
import { readOutcome } from '@/lib/request/gateway/outcome';
import { readInboxQuery } from '../../gateway/src/inbox/model';
import { readOutcomeFields } from '../../gateway/src/outcome';
import { smsStatus, whatsappStatuses } from '../../gateway/src/visits/statuses';

/*
 * A closed set's table, read (lib/closed-set.ts): its members in order, a stranger's string looked up by the table's
 * own keys (never « toString », which every object has), and the end of a switch that no member reaches.
 */

const TABLE = { first: 'a', second: 'b', third: 'a' } as const;

describe('a closed set', () => {
  it('lists its members in the order its table writes them, and narrows them by their entry', () => {
    expect(membersOf(TABLE)).toEqual(['first', 'second', 'third']);
    expect(membersOf(TABLE).filter((member) => hasEntry(TABLE, member, 'a'))).toEqual(['first', 'third']);
  });

  it('reads a value from outside as one of its members, or as none', () => {
    expect(memberOf(TABLE, 'second')).toBe('second');
    expect(memberOf(['x', 'y'] as const, 'y')).toBe('y');
    for (const stranger of ['toString', 'constructor', '__proto__', 'hasOwnProperty', '', 'FIRST', 2, null, undefined, ['first'], { first: 1 }]) {
      expect(memberOf(TABLE, stranger), String(stranger)).toBeUndefined();
      expect(memberOf(['x', 'y'] as const, stranger), String(stranger)).toBeUndefined();
    }
  });

  it('throws where no member can reach, if a value from outside did', () => {
    expect(() => unreachable('stranger' as never)).toThrow(/member of no closed set/);
  });

  it('keeps a stranger’s « toString » out of a call’s outcome, the staff’s form and an inbox address', () => {
    expect(readOutcome({ kind: 'toString', at: 1 })).toBeNull();
    expect(readOutcomeFields({ result: 'toString' }, 1, null)).toBeNull();
    expect(readInboxQuery(new URLSearchParams('flash=toString&ref=AV-1')).flash).toBeUndefined();
    expect(readInboxQuery(new URLSearchParams('view=constructor')).view).toBe('open');
  });

  it('keeps a provider’s « toString » out of a message’s state (a status by its name, own keys only)', () => {
    const ref = { key: 'k'.repeat(27), rev: 1, purpose: 'confirm' } as const;
    expect(smsStatus(ref, { event: 'delivered' })?.state).toBe('delivered');
    for (const said of ['toString', 'constructor', '__proto__']) {
      expect(smsStatus(ref, { event: said }), said).toBeNull();
      const post = { object: 'whatsapp_business_account', entry: [{ changes: [{ value: { statuses: [{ status: said, biz_opaque_callback_data: `${ref.key}.1.confirm` }] } }] }] };
      expect(whatsappStatuses(post), said).toEqual([]);
    }
  });
});
