/*
 * How a request leaves whoever had it, and comes back to « À prendre » (docs/gateway-after-taking.md): the SET part of
 * the statement each road writes anyway, so that no road forgets a column. Her name and her outcome go with her (the
 * journal keeps them); back in « À prendre », the request is raised again UNCLAIMED_MINUTES of the centre's hours
 * after its return (store/raise.ts reads `open_at`), whether it was raised before or not.
 *
 *   UNCLAIMED    nobody has it: « Indésirable » (to « Indésirables », still kept)
 *   BACK_ON_TOP  nobody has it, in « À prendre » from the instant bound to its `?`: « Rendre », given back by the
 *                gateway (store/taken.ts), « Pas indésirable »
 *   REOPENED     the same for a request « Traitée »: « Je dois changer » on a visit (issue 83), its « Traitée » undone
 * None names `held` or (but REOPENED) `done_at`: columns of the lists' indexes, written only when they change (an index
 * entry is a row).
 */

export const UNCLAIMED = "state = 'open', taken_by = NULL, taken_email = NULL, taken_at = NULL, outcome = NULL";

export const BACK_ON_TOP = `${UNCLAIMED}, open_at = ?, raised_at = NULL`;

export const REOPENED = `${BACK_ON_TOP}, done_at = NULL`;
