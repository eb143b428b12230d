import type { FamilyKind, RequestValues } from '@/lib/request';
import type { Locale } from '@/lib/i18n';
import type { loadRequestWith } from './load-request';
import type { Sending } from './send-outcome';

/** Hands checked values to submit() of lib/request, with their reference and kind: what became of them. */
export async function submitChecked(
  loaded: Awaited<ReturnType<typeof loadRequestWith>>,
  values: RequestValues,
  options: { locale: Locale; reference: string; kind: FamilyKind; hoursNote?: string },
): Promise<Sending<never>> {
  const result = await loaded.request.submit(values, options);
  if (result.kind === 'refused') return { kind: 'refused', failure: result.failure, values, words: loaded.words };
  if (result.kind === 'kept') {
    // The note of every page follows it from now on (lib/request/follow.ts).
    loaded.request.keptWith(result.device);
    await loaded.request.refreshRequests();
    const { cause, expiresAt } = result.request;
    return { kind: 'kept', values, words: loaded.words, kept: { ...(cause ? { cause } : {}), inBackground: result.device.sendsInBackground, expiresAt } };
  }
  return { kind: result.kind, values, words: loaded.words };
}
