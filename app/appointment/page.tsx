import { Link } from '@/components/ui/link';
import { pageMetadata, absoluteUrl } from '@/lib/metadata';
import { paths } from '@/lib/routes';

const TARGET = paths.appointment;

// Correctly spelt alias of the form page: sends the visitor on and points search engines to the real page.
export const metadata = {
  ...pageMetadata({
    title: 'Prendre rendez-vous (redirection)',
    description:
      'Cette adresse mène à notre formulaire de prise de rendez-vous en ligne. Si la redirection ne se fait pas, suivez le lien affiché sur la page.',
    path: TARGET,
    noIndex: true,
  }),
  alternates: { canonical: absoluteUrl(TARGET) },
};

export default function AppointmentAliasPage() {
  return (
    <section className="section container">
      <meta httpEquiv="refresh" content={`0;url=${TARGET}`} />
      <h1>Prendre rendez-vous</h1>
      <p>Vous allez être redirigé vers notre formulaire de prise de rendez-vous.</p>
      <p>
        <Link href={TARGET} className="btn btn-primary">
          Continuer vers la prise de rendez-vous
        </Link>
      </p>
    </section>
  );
}
