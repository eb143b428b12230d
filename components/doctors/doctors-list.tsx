import { doctors } from '@/content/doctors';
import { doctorsPage } from '@/copy/doctors-page';
import type { Locale } from '@/lib/i18n';
import { CardGrid } from '@/components/ui/card-grid';
import { DoctorCard } from './doctor-card';
import styles from './doctors-list.module.css';

export function DoctorsList({ locale }: { locale: Locale }) {
  return (
    <section className="section" aria-label={doctorsPage[locale].listLabel}>
      <div className="container">
        <CardGrid className={styles.columns}>
          {doctors[locale].map((doctor, index) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor} eager={index < 2} locale={locale} />
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
