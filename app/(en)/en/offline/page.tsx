import { OfflinePage, offlineMetadata } from '@/components/offline/offline-page';

// Exported, then kept without scripts as /en/offline.html, the page the service worker shows offline.
export const metadata = offlineMetadata('en');

export default function Page() {
  return <OfflinePage locale="en" />;
}
