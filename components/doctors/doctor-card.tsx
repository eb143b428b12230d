import { Fragment } from 'react';
import { doctorsPage } from '@/copy/doctors-page';
import type { Doctor, IconName } from '@/content/types';
import { fill, type Locale } from '@/lib/i18n';
import { trust } from '@/copy/trust';
import { registrationLine, spokenLanguages } from '@/site/trust';
import { FactList } from '@/components/ui/fact-list';
import { Icon } from '@/components/ui/icon';
import styles from './doctor-card.module.css';
import { Artwork } from '@/components/ui/artwork';
import { fromWidth } from '@/lib/breakpoints';

const NETWORKS: { key: keyof Doctor['social']; label: string; icon: IconName }[] = [
  { key: 'facebook', label: 'Facebook', icon: 'facebook' },
  { key: 'whatsapp', label: 'WhatsApp', icon: 'whatsapp' },
  { key: 'instagram', label: 'Instagram', icon: 'instagram' },
];

/** `eager` for the cards of the first screen. */
export function DoctorCard({ doctor, eager = false, locale }: { doctor: Doctor; eager?: boolean; locale: Locale }) {
  const t = doctorsPage[locale];
  return (
    <article className={`card ${styles.card}`} aria-labelledby={`doctor-${doctor.id}`}>
      <div className={styles.head}>
        <Artwork
          image={doctor.image}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={styles.portrait}
          sizes={`${fromWidth('desktop')} 11rem, ${fromWidth('tablet')} 9rem, 6.5rem`}
        />
        <div>
          <h2 id={`doctor-${doctor.id}`} className={styles.name}>
            {/* Never break « Jean-Claude » at its hyphen. */}
            {doctor.name.split(' ').map((word, index) => (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <span className={styles.word}>{word}</span>
              </Fragment>
            ))}
          </h2>
          <p className={styles.specialty}>{doctor.specialty}</p>
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.description}>{doctor.description}</p>
        <FactList
          className={styles.facts}
          facts={[
            { icon: 'award', term: t.experience, value: doctor.experience },
            { icon: 'graduation', term: t.education, value: doctor.education },
            { icon: 'shield', term: trust[locale].registration, value: registrationLine(doctor, locale) },
            { icon: 'message', term: trust[locale].spoken, value: spokenLanguages(doctor, locale) },
          ]}
        />
        {/* Each link names the doctor and the network; a list cannot carry a name (html-validate aria-label-misuse). */}
        <ul className={`plain-list ${styles.social}`}>
          {NETWORKS.map((network) => (
            <li key={network.key}>
              <a
                href={doctor.social[network.key]}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.socialLink}
                aria-label={fill(t.onNetwork, { name: doctor.name, network: network.label })}
              >
                <Icon name={network.icon} size={20} />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
