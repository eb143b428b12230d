import { PageHero } from '@/components/ui/page-hero';
import { ContactSection } from '@/components/contact/contact-section';
import { pageMetadata } from '@/lib/metadata';
import { paths } from '@/lib/routes';

export const metadata = pageMetadata({
  title: 'Contact',
  description:
    'Appelez-nous, écrivez-nous sur WhatsApp ou par e-mail, ou envoyez une demande de rendez-vous\u00A0: notre équipe de Yaoundé vous répond rapidement.',
  path: paths.contact,
});

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contact"
        title="Contactez-nous"
        lead={`Une question, un besoin de soins\u00A0? Nous sommes à votre écoute\u00A0: par téléphone, par WhatsApp, par e-mail, ou avec le formulaire de rendez-vous de cette page.`}
      />
      <ContactSection />
    </>
  );
}
