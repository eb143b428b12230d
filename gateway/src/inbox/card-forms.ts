import { html, type Html } from './html';
import { ACTION_FIELDS, type InboxPage, type InboxRequest } from './model';

/** The way back after an action: the list and the language it was taken from (and, in « À vérifier », the group shown alone). */
export const backFields = (page: InboxPage) =>
  html`<input type="hidden" name="${ACTION_FIELDS.view}" value="${page.view}"><input type="hidden" name="${ACTION_FIELDS.lang}" value="${page.locale}">${
    page.group ? html`<input type="hidden" name="${ACTION_FIELDS.group}" value="${page.group}">` : null
  }`;

/** The fields that name each request a page shows: a sweep or « Tout effacer » takes these, no other (issue 78: nothing unseen). */
export const shownFields = (requests: readonly InboxRequest[]): Html[] => requests.map((request) => html`<input type="hidden" name="${ACTION_FIELDS.id}" value="${request.id}">`);
