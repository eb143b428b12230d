import { OfflinePage, offlineMetadata } from '@/components/offline/offline-page';

// Exported, then kept without scripts as /offline.html, the page the service worker shows offline.
export const metadata = offlineMetadata('fr');

export default function Page() {
  return <OfflinePage locale="fr" />;
}
