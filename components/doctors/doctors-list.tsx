import { doctors } from '@/content/doctors';
import { CardGrid } from '@/components/ui/card-grid';
import { DoctorCard } from './doctor-card';
import styles from './doctors-list.module.css';

export function DoctorsList() {
  return (
    <section className="section" aria-label="Nos médecins">
      <div className="container">
        <CardGrid className={styles.columns}>
          {doctors.map((doctor, index) => (
            <li key={doctor.id}>
              <DoctorCard doctor={doctor} eager={index < 2} />
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
