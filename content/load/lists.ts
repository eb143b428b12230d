import type { ServiceFile } from '../schema/files';
import type { Problems } from './problems';
import type { AppointmentChoiceEntry, FooterServiceEntry, HomeServiceCardEntry } from './types';

/*
 * The lists that name services, made from the services themselves: each service file says whether it has
 * a card on the home page, which lines it puts in the footer and which choices it gives the appointment
 * form, each at its place. A service staff add reaches all three from its own form in the editor; there is
 * no other list to keep in step, and none can point at a service that is not there.
 */

/** The form's last choice, after the services' (the spec's): what a visitor picks when none fits. */
export const OTHER_CHOICE: AppointmentChoiceEntry = { fr: 'Autre', en: 'Other' };

type Listed = Pick<ServiceFile, 'id' | 'home' | 'form' | 'footer'> & { file: string };

/** Where a line is refused: its service's file, and the field as the editor names it (`label`, from its index). */
type Refuse = (service: Listed, index: number, message: string) => void;

/**
 * The lines the services put in one list, by place; lines of one place in the services' order (their
 * numbers), then in their order within the service. A stable sort, so a tie never depends on the files' order.
 */
export function placed<Line extends { place: number }>(services: readonly Listed[], linesOf: (service: Listed) => readonly Line[]) {
  return [...services]
    .sort((a, b) => a.id - b.id)
    .flatMap((service) => linesOf(service).map((line, index) => ({ service, line, index })))
    .sort((a, b) => a.line.place - b.line.place);
}

/**
 * The lines of a list, each French name once: a second, or one the list keeps for itself (`reserved`), is
 * refused where it is written (`twice` and `taken` say why), and left out.
 */
function once<Line extends { place: number }>(
  services: readonly Listed[],
  linesOf: (service: Listed) => readonly Line[],
  nameOf: (line: Line) => string,
  refuse: Refuse,
  twice: (name: string, first: string) => string,
  reserved?: { name: string; taken: (name: string) => string },
): { service: Listed; line: Line }[] {
  const seen = new Map<string, Listed>();
  const key = (name: string) => name.toLocaleLowerCase('fr');
  return placed(services, linesOf).filter(({ service, line, index }) => {
    const name = nameOf(line);
    const first = seen.get(key(name));
    if (reserved && key(name) === key(reserved.name)) {
      refuse(service, index, reserved.taken(name));
      return false;
    }
    if (first) {
      refuse(service, index, twice(name, `content/${first.file}`));
      return false;
    }
    seen.set(key(name), service);
    return true;
  });
}

/** Refused in the service's file, at the line's field as the editor names it. */
const refuseIn =
  (problems: Problems, label: (index: number) => string): Refuse =>
  (service, index, message) =>
    problems.error(`content/${service.file}`, label(index), message);

/** The home page's service cards, in their places, each with its own short text. */
export function homeCards(services: readonly Listed[]): HomeServiceCardEntry[] {
  return placed(services, (service) => service.home).map(({ service, line }) => ({ description: line.description, features: line.features, service: service.id }));
}

/** The footer's « Nos services à domicile »: each service's lines, in their places. */
export function footerLines(services: readonly Listed[], problems: Problems, label: (index: number) => string): FooterServiceEntry[] {
  return once(
    services,
    (service) => service.footer,
    (line) => line.label.fr,
    refuseIn(problems, label),
    (name, first) => `« ${name} » est déjà une ligne du bas de page (${first}) : une ligne n'y paraît qu'une fois.`,
  ).map(({ service, line: { label: text, icon } }) => ({ label: text, icon, service: service.id }));
}

/**
 * The appointment form's choices from the services, in their places (« Autre » is added after them). The
 * centre's e-mail tells a choice by its French name: a name given twice, or « Autre », is refused where it is written.
 */
export function formChoices(services: readonly Listed[], problems: Problems, label: (index: number) => string): AppointmentChoiceEntry[] {
  return once(
    services,
    (service) => service.form,
    (line) => line.name.fr,
    refuseIn(problems, label),
    (name, first) => `« ${name} » est déjà un choix du formulaire (${first}) : chaque choix a son propre nom en français, car c'est ce nom que le centre reçoit.`,
    { name: OTHER_CHOICE.fr, taken: (name) => `« ${name} » est déjà le dernier choix du formulaire, toujours proposé : donnez à ce service un autre nom.` },
  ).map(({ line }) => line.name);
}
