import { useEffect, useState } from 'react';
import { followSent, type SentSnapshot } from '@/lib/request/sent-status';

/** What became of the requests this device sent through the gateway, live (null until the device has been read). */
export function useSentStatuses(): SentSnapshot | null {
  const [snapshot, setSnapshot] = useState<SentSnapshot | null>(null);
  useEffect(() => followSent(setSnapshot), []);
  return snapshot;
}
