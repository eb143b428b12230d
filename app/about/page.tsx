import { aboutIntro, history } from '@/content/about';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'À propos',
  description:
    "Fondé le 7 janvier 2024 à Yaoundé par une médecin, notre centre réunit des professionnels de santé pour soigner et accompagner chacun chez lui.",
  path: '/about/',
});

export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="À propos" title={aboutIntro.title} lead={aboutIntro.lead} />
      <section className="section container prose">
        {history.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>
    </>
  );
}
