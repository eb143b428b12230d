import { ContactPage, contactMetadata } from '@/components/contact/contact-page';

export const metadata = contactMetadata('fr');

export default function Page() {
  return <ContactPage locale="fr" />;
}
