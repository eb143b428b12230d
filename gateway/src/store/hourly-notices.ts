import { failingNotice, type Failures } from '@/lib/request/for-gateway';
import { tellStaff } from '../providers';
import { now as clockNow } from './clock';
import type { Run } from './run';
import { HOUR_MS, rowsCounted, setOutboxState } from './tables';

/*
 * The notice the alarm sends once an hour at most (docs/gateway.md, « The e-mail copy and the notice leave from the
 * alarm »): « L'e-mail échoue » while copies wait because every provider refuses them. The state says when it last
 * left, written before it leaves. (What waits « À vérifier » was counted here once an hour before issue 78: it is
 * named in the notices of new requests now, news.ts.)
 */

/** While copies wait because every provider refuses them: one notice an hour at most, with how many wait. */
export async function tellFailing(run: Run): Promise<void> {
  const { sql, settings, state } = run;
  const waiting = rowsCounted(sql, 'SELECT COUNT(*) AS n FROM retries');
  const now = clockNow();
  if (waiting === 0 || now - (state.failingAt ?? 0) < HOUR_MS) return;
  state.failingAt = now;
  setOutboxState(sql, state);
  const last = sql.exec<{ copy_failures: string | null }>('SELECT copy_failures FROM requests WHERE id IN (SELECT id FROM retries) ORDER BY received_at DESC LIMIT 1').toArray()[0];
  const failures = (last?.copy_failures ? JSON.parse(last.copy_failures) : {}) as Failures;
  await tellStaff(settings, failingNotice(waiting, failures, run.inbox), run.post);
}
