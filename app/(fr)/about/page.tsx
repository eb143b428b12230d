import { AboutPage, aboutMetadata } from '@/components/about/about-page';

export const metadata = aboutMetadata('fr');

export default function Page() {
  return <AboutPage locale="fr" />;
}
