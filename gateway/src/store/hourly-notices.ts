import { failingNotice, newRequestsNotice, type Failures, type NewRequests } from '@/lib/request/for-gateway';
import { tellStaff } from '../providers';
import { now as clockNow } from './clock';
import { heldTold, heldUntold } from './groups';
import { junkArrivedSince } from './news';
import { noticesOn, type Run } from './run';
import { HOUR_MS, rowsCounted, setOutboxState } from './tables';

/*
 * The two notices the alarm sends once an hour at most (docs/gateway.md, « The e-mail copy and the notice leave
 * from the alarm »): what waits apart when no notice of new requests counted it, and « L'e-mail échoue » while
 * copies wait because every provider refuses them. The state says when each last left, written before it leaves.
 */

/** What waits apart (« À vérifier », « Indésirables ») when no notice of new requests counted it: once an hour at most, how many. */
export async function tellRepeats(run: Run): Promise<void> {
  const { sql, settings, state } = run;
  const now = clockNow();
  const since = state.checkAt ?? 0;
  if (!noticesOn(settings) || now - since < HOUR_MS) return;
  const news: NewRequests = { named: [], check: heldUntold(sql), junk: junkArrivedSince(sql, since) };
  if (news.check === 0 && news.junk === 0) return;
  state.checkAt = now;
  setOutboxState(sql, state);
  heldTold(sql);
  await tellStaff(settings, newRequestsNotice(news, run.inbox), run.post);
}

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
