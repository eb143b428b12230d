import { careSteps } from '@/content/services';
import { servicesPage, stepsTitle } from '@/copy/services-page';
import { CardGrid } from '@/components/ui/card-grid';
import { FeatureTile } from '@/components/ui/feature-tile';
import { Section, SectionHeader } from '@/components/ui/section';
import type { Locale } from '@/lib/i18n';
import styles from './services-steps.module.css';

export function ServicesSteps({ locale }: { locale: Locale }) {
  const t = servicesPage[locale].steps;
  const steps = careSteps[locale];
  return (
    <Section name="services-steps" tone="alt">
      <SectionHeader name="services-steps" eyebrow={t.eyebrow} title={stepsTitle(steps.length, locale)} />
      <CardGrid ordered columns={4}>
        {steps.map((step, index) => (
          <FeatureTile key={step.title} item={step} iconSize={24} className={styles.step} iconClassName={styles.icon}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
          </FeatureTile>
        ))}
      </CardGrid>
    </Section>
  );
}
