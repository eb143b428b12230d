import { afterEach, describe, expect, it } from 'vitest';
import { appointmentServices } from '@/content/appointment';
import { footerServices } from '@/content/services';
import { placed } from '@/content/load/lists';
import { NEXT_SERVICE, SERVICE } from './content-cases';
import { copyContent, type ContentCopy } from './content-fixture';

/*
 * The home page's cards, the form's choices and the footer's lines are made from the services
 * (content/load/lists.ts): a service staff add reaches each from its own file, at the place it is given;
 * one without lines is in none.
 */

let copy: ContentCopy | undefined;
afterEach(() => copy?.remove());

const NEW = { fr: 'Kinésithérapie à domicile', en: 'Physiotherapy at home' };

/** The content with a new service, copied from SERVICE, with the given lines (and its card, when given). */
function withNewService(lines: { form: unknown[]; footer: unknown[]; home?: unknown[] }) {
  copy = copyContent();
  const file = `services/kinesitherapie-${NEXT_SERVICE}.yml`;
  copy.write(file, copy.read(SERVICE));
  copy.editYaml(file, (doc) => {
    doc.set('id', NEXT_SERVICE);
    doc.setIn(['title', 'fr'], NEW.fr);
    doc.setIn(['title', 'en'], NEW.en);
    doc.set('form', lines.form);
    doc.set('footer', lines.footer);
    doc.set('home', lines.home ?? []);
  });
  const { content, errors } = copy.load();
  expect(errors).toEqual([]);
  if (!content) throw new Error('no content');
  return content;
}

describe('a service staff add', () => {
  it('is offered by the form and listed in the footer, in both languages, at the places it is given', () => {
    const content = withNewService({ form: [{ name: NEW, place: 2 }], footer: [{ label: NEW, icon: 'walk', place: 1 }] });
    // A tie follows the services' numbers: the new one, the highest, is the last of its place.
    const places = content.services.flatMap((service) => service.form.map((line) => line.place));
    const before = places.filter((place) => place <= 2).length - 1;
    expect(content.appointmentServices.indexOf(content.appointmentServices.find((choice) => choice.fr === NEW.fr)!)).toBe(before);
    expect(content.appointmentServices).toContainEqual(NEW);
    const footerBefore = content.services.flatMap((service) => service.footer).filter((line) => line.place <= 1).length - 1;
    expect(content.footerServices[footerBefore]).toEqual({ label: NEW, icon: 'walk', service: NEXT_SERVICE });
  });

  it('with a card on the home page, has it first when it takes place 1', () => {
    const card = { place: 1, description: { fr: 'Des séances chez vous.', en: 'Sessions in your home.' }, features: [1, 2, 3, 4].map((n) => ({ fr: `Point ${n}`, en: `Point ${n}` })) };
    const content = withNewService({ form: [], footer: [], home: [card] });
    const cards = content.services.flatMap((service) => service.home).filter((line) => line.place <= 1).length - 1;
    expect(content.homeServiceCards[cards]).toEqual({ service: NEXT_SERVICE, description: card.description, features: card.features });
  });

  it('without lines, is in no list', () => {
    const content = withNewService({ form: [], footer: [] });
    expect(content.homeServiceCards.map((card) => card.service)).not.toContain(NEXT_SERVICE);
    expect(content.appointmentServices.map((choice) => choice.fr)).not.toContain(NEW.fr);
    expect(content.footerServices.map((line) => line.label.fr)).not.toContain(NEW.fr);
    expect(content.services.map((service) => service.id)).toContain(NEXT_SERVICE);
  });
});

describe('the lists as built', () => {
  it('end the form with « Autre », sent by its French name on the English page too', () => {
    expect(appointmentServices.fr.at(-1)).toEqual({ value: 'Autre', label: 'Autre' });
    expect(appointmentServices.en.at(-1)).toEqual({ value: 'Autre', label: 'Other' });
    expect(appointmentServices.fr.filter((choice) => choice.value === 'Autre')).toHaveLength(1);
    // Every other choice is sent by its French name from the English page as well.
    expect(appointmentServices.en.map((choice) => choice.value)).toEqual(appointmentServices.fr.map((choice) => choice.value));
  });

  it('show the footer in each language', () => {
    expect(footerServices.en.map((line) => line.service)).toEqual(footerServices.fr.map((line) => line.service));
    expect(footerServices.en.map((line) => line.label)).not.toEqual(footerServices.fr.map((line) => line.label));
  });
});

describe('placed', () => {
  const service = (id: number, places: number[]) => ({ id, file: `s${id}.yml`, home: [], form: [], footer: places.map((place) => ({ label: { fr: `${id}.${place}`, en: '' }, icon: 'walk' as const, place })) });

  it('orders by place, a tie by the services’ numbers whatever the files’ order, then within the service', () => {
    const lines = placed([service(3, [1, 2]), service(1, [2, 2]), service(2, [1])], (entry) => entry.footer).map(({ line }) => line.label.fr);
    expect(lines).toEqual(['2.1', '3.1', '1.2', '1.2', '3.2']);
  });
});
