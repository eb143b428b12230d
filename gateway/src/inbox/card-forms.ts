import { html, type Html } from './html';
import { ACTION_FIELDS, type InboxPage, type InboxRequest } from './model';
import type { InboxWords } from './words';

/* What a card and its parts (card.ts, outcome.ts) share: the page around them, and the way back after an action. */

/** What the card needs of the page around it. */
export interface CardContext {
  page: InboxPage;
  words: InboxWords;
  /** A unique id for the card's heading (the request's id is a stranger's text: never an id of the page). */
  key: string;
  /** The card's heading: h2 in a list, h3 in a group of « À vérifier » (under the group's h2). */
  heading?: 'h2' | 'h3';
}

/** The way back after an action: the list and the language it was taken from (and, in « À vérifier », the group shown alone). */
export const backFields = (page: InboxPage) =>
  html`<input type="hidden" name="${ACTION_FIELDS.view}" value="${page.view}"><input type="hidden" name="${ACTION_FIELDS.lang}" value="${page.locale}">${
    page.group ? html`<input type="hidden" name="${ACTION_FIELDS.group}" value="${page.group}">` : null
  }`;

/** The fields that name each request a page shows: a sweep or « Tout effacer » takes these, no other (issue 78: nothing unseen). */
export const shownFields = (requests: readonly InboxRequest[]): Html[] => requests.map((request) => html`<input type="hidden" name="${ACTION_FIELDS.id}" value="${request.id}">`);
