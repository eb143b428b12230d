import { VisitPage, visitMetadata } from '@/components/visit/visit-page';

export const metadata = visitMetadata('en');

export default function Page() {
  return <VisitPage locale="en" />;
}
