import type { Metadata } from 'next';
import { NotFoundMessage } from '@/components/layout/not-found-message';

export const metadata: Metadata = {
  title: 'Page introuvable',
  description: "Cette page n'existe pas. Retrouvez nos services de soins à domicile, nos conseils santé ou contactez notre équipe à Yaoundé.",
  robots: { index: false, follow: true },
};

export default function NotFound() {
  return (
    <section className="section container">
      <NotFoundMessage />
    </section>
  );
}
