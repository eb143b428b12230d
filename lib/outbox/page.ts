/*
 * Everything a page does with the outbox, as one module that pages load on demand: only a device that
 * has an outbox, or a form about to use one, pays for it. (The service worker keeps it for offline use.)
 */
export { createEntry, type OutboxEntry } from './entry';
export { whileHolding } from './flush';
export { addRequest, listRequests, removeRequest, revealRequest, settleRequest } from './store';
export { forgetSent, refreshOutbox, sendWaiting, subscribe, type OutboxSnapshot } from './watch';

