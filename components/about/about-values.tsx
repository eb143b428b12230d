import { about } from '@/content/about';
import { aboutPage } from '@/copy/about-page';
import type { Locale } from '@/lib/i18n';
import { Section, SectionHeader } from '@/components/ui/section';
import { FeatureGrid } from './feature-grid';

export function AboutValues({ locale }: { locale: Locale }) {
  const t = aboutPage[locale].values;
  return (
    <Section name="about-values">
      <SectionHeader name="about-values" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
      <FeatureGrid items={about[locale].values} />
    </Section>
  );
}
