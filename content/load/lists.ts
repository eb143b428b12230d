import type { ServiceFile } from '../schema/files';
import type { Problems } from './problems';
import type { AppointmentChoiceEntry, FooterServiceEntry } from './types';

/*
 * The lists that name services, made from the services themselves: each service file says which lines
 * it puts in the footer and which choices it gives the appointment form, each at its place. A service
 * staff add reaches both from its own form in the editor; there is no other list to keep in step.
 */

/** The form's last choice, after the services' (the spec's): what a visitor picks when none fits. */
export const OTHER_CHOICE: AppointmentChoiceEntry = { fr: 'Autre', en: 'Other' };

type Listed = Pick<ServiceFile, 'id' | 'form' | 'footer'> & { file: string };

/**
 * The lines the services put in one list, by place; lines of one place in the services' order (their
 * numbers), then in their order within the service. A stable sort, so a tie never depends on the files' order.
 */
export function placed<Line extends { place: number }>(services: readonly Listed[], linesOf: (service: Listed) => readonly Line[]) {
  return [...services]
    .sort((a, b) => a.id - b.id)
    .flatMap((service) => linesOf(service).map((line) => ({ service, line })))
    .sort((a, b) => a.line.place - b.line.place);
}

/** The footer's « Nos services à domicile »: each service's lines, in their places. */
export function footerLines(services: readonly Listed[]): FooterServiceEntry[] {
  return placed(services, (service) => service.footer).map(({ service, line: { label, icon } }) => ({ label, icon, service: service.id }));
}

/**
 * The appointment form's choices from the services, in their places (« Autre » is added after them). The
 * centre's e-mail tells a choice by its French name: a name given twice, or « Autre », is refused where it is written.
 */
export function formChoices(services: readonly Listed[], problems: Problems, label: (index: number) => string): AppointmentChoiceEntry[] {
  const seen = new Map<string, Listed>();
  const choices: AppointmentChoiceEntry[] = [];
  for (const { service, line } of placed(services, (entry) => entry.form)) {
    const index = service.form.indexOf(line);
    const key = line.name.fr.toLocaleLowerCase('fr');
    const first = seen.get(key);
    if (key === OTHER_CHOICE.fr.toLocaleLowerCase('fr')) {
      problems.error(`content/${service.file}`, label(index), `« ${line.name.fr} » est déjà le dernier choix du formulaire, toujours proposé : donnez à ce service un autre nom.`);
    } else if (first) {
      problems.error(
        `content/${service.file}`,
        label(index),
        `« ${line.name.fr} » est déjà un choix du formulaire (content/${first.file}) : chaque choix a son propre nom en français, car c'est ce nom que le centre reçoit.`,
      );
    } else {
      seen.set(key, service);
      choices.push(line.name);
    }
  }
  return choices;
}
