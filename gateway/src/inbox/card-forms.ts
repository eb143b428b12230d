import { html } from './html';
import { ACTION_FIELDS, type InboxPage } from './model';

/** The way back after an action: the list and the language it was taken from (and, in « À vérifier », the group shown alone). */
export const backFields = (page: InboxPage) =>
  html`<input type="hidden" name="${ACTION_FIELDS.view}" value="${page.view}"><input type="hidden" name="${ACTION_FIELDS.lang}" value="${page.locale}">${
    page.group ? html`<input type="hidden" name="${ACTION_FIELDS.group}" value="${page.group}">` : null
  }`;
