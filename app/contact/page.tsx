import { mapUrl, site } from '@/content/site';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Contact',
  description:
    'Appelez-nous, écrivez-nous sur WhatsApp ou par e-mail, ou envoyez une demande de rendez-vous : notre équipe de Yaoundé vous répond rapidement.',
  path: '/contact/',
});

export default function ContactPage() {
  return (
    <>
      <PageHero eyebrow="Contact" title="Contactez-nous" lead="Une question, un besoin de soins ? Nous sommes à votre écoute." />
      <section className="section container">
        <address>
          <p>
            <a href={mapUrl} rel="noopener noreferrer" target="_blank">
              {site.address.street}, {site.address.district}, {site.address.city}
            </a>
          </p>
          {site.phones.map((phone) => (
            <p key={phone.e164}>
              {phone.label}&nbsp;: <a href={`tel:${phone.e164}`}>{phone.display}</a>
            </p>
          ))}
          <p>
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
        </address>
      </section>
    </>
  );
}
