/*
 * The request as the service worker reaches it: on a Background Sync (the tag a page asks for when a
 * request waits), send what waits in the outbox. The worker imports nothing else of lib/request/, and
 * the request never imports the worker.
 */
export { sendWaiting } from './deliver';
export { OUTBOX_SYNC_TAG } from './outbox-sync';
