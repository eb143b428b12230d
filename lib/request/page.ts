/*
 * Everything a page does with a request, as one module that pages load on demand: only a form about
 * to be used, or a device that has kept requests, pays for it. (The service worker keeps it for
 * offline use.) Components import its types only; its code comes through load.ts.
 */
export { submit, type SubmitResult } from './submit';
export { deleteRequest, follow, forgetSent, keptWith, refreshRequests, retryNow, sendAgain, type RequestsSnapshot } from './follow';
