import { Link } from '@/components/ui/link';
import { homeServiceCards } from '@/content/services';
import { Icon } from '@/components/ui/icon';
import { ServiceCard } from '@/components/services/service-card';
import { CardGrid } from '@/components/ui/card-grid';
import styles from './home-services.module.css';
import { paths } from '@/lib/routes';

export function HomeServices() {
  return (
    <section className="section" aria-labelledby="home-services-title">
      <div className="container">
        <header className="section-header">
          <span className="eyebrow">Nos services</span>
          <h2 id="home-services-title">Des soins et une aide adaptés à chacun</h2>
          <p>
            À domicile ou lors de vos rendez-vous médicaux, nos équipes vous accompagnent avec compétence et
            bienveillance.
          </p>
        </header>
        <CardGrid columns={3}>
          {homeServiceCards.map((card) => (
            <li key={card.serviceId}>
              <ServiceCard card={card} />
            </li>
          ))}
          <li className={styles.allItem}>
            <div className={styles.all}>
              <Icon name="clipboard" size={32} className={styles.allIcon} />
              <p className={styles.allTitle}>Six services pour rester bien chez soi</p>
              <p className={styles.allText}>
                Soins infirmiers, aide au quotidien, grossesse, paramètres médicaux, nutrition… et des tarifs
                clairs pour chacun.
              </p>
              <Link href={paths.services} className="btn btn-light">
                Voir tous nos services
                <Icon name="arrow-right" size={20} />
              </Link>
            </div>
          </li>
        </CardGrid>
      </div>
    </section>
  );
}
