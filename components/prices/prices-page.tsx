import { pages } from '@/copy/pages';
import { priceWords, pricesUpdatedText } from '@/copy/prices';
import { servicesPage } from '@/copy/services-page';
import { trust } from '@/copy/trust';
import { ui } from '@/copy/ui';
import { phoneList, site } from '@/content/site';
import { Link } from '@/components/ui/link';
import { PageHero } from '@/components/ui/page-hero';
import { PaymentFacts } from '@/components/trust/payment-facts';
import { JsonLd } from '@/components/seo/json-ld';
import { formatDate } from '@/lib/format';
import type { Locale } from '@/lib/i18n';
import { staticPageMetadata } from '@/site/metadata';
import { allPrices } from '@/site/prices';
import { pricesJsonLd } from '@/site/structured-data';
import styles from './prices-page.module.css';

export const pricesMetadata = (locale: Locale) => staticPageMetadata('prices', locale);

/**
 * /tarifs/: every service's price lines, from the services' files (site/prices.ts), in FCFA and in
 * euros. It prints on one A4 sheet: the centre's name, address, phones and the date of the prices
 * at the top, how to pay below them, nothing of the site's frame (prices-page.module.css, « print »).
 */
export function PricesPage({ locale }: { locale: Locale }) {
  const { hero, title } = pages[locale].prices;
  const words = priceWords[locale].page;
  const centre = site[locale];
  const { address } = centre;
  const colon = ui[locale].footer.colon;
  return (
    <>
      <PageHero {...hero} className={styles.hero} />
      <div className={`section container ${styles.sheet}`} data-prices-sheet="">
        <section className={styles.head} aria-label={words.contacts}>
          <p className={styles.centre}>{centre.name}</p>
          <p>
            {address.street}, {address.district}, {address.city}, {address.country}
          </p>
          <ul className={`plain-list ${styles.phones}`}>
            {phoneList(locale).map((phone) => (
              <li key={phone.e164}>
                {phone.label}
                {colon}
                <a href={`tel:${phone.e164}`}>{phone.display}</a>
              </li>
            ))}
          </ul>
          <p className={styles.updated}>
            <time dateTime={centre.pricesUpdated}>{pricesUpdatedText(formatDate(centre.pricesUpdated, locale), locale)}</time>
          </p>
        </section>

        <div className={styles.services}>
          {allPrices(locale).map((service) => (
            <section key={service.id} className={styles.service} aria-labelledby={`tarifs-${service.id}`}>
              <h2 id={`tarifs-${service.id}`} className={styles.title}>
                <Link href={service.path}>{service.title}</Link>
              </h2>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{words.option}</th>
                    <th scope="col">{words.price}</th>
                  </tr>
                </thead>
                <tbody>
                  {service.rows.map((row) => (
                    <tr key={row.option}>
                      <th scope="row">{row.option}</th>
                      <td>
                        <span className={styles.fcfa}>{row.price}</span>
                        <span className={styles.euros}>
                          <span className="visually-hidden">{words.euros}{colon}</span>
                          {row.euros}
                        </span>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))}
        </div>

        <section className={styles.payment} aria-labelledby="tarifs-paiement">
          <h2 id="tarifs-paiement" className={styles.title}>
            {trust[locale].payment}
          </h2>
          <PaymentFacts locale={locale} />
        </section>

        <p className={styles.note}>{servicesPage[locale].detail.pricesNote}</p>
      </div>
      <JsonLd data={pricesJsonLd(title, locale)} />
    </>
  );
}
