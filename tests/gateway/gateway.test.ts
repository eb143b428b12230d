/*
 * The request gateway under workerd (wrangler dev, started once by gateway-setup.ts for the whole file), as a
 * page, a stranger and the staff meet it; its providers faked by the local mailbox. One file, so one start and
 * one run in order; its scenarios in files of their own (tests/gateway/worker/), imported in the order they run.
 */
import './worker/rows';
import './worker/calls';
import './worker/holes';
import './worker/delivery';
import './worker/inbox';
import './worker/status';
import './worker/volume';
import './worker/minute';
import './worker/flood';
import './worker/shared-marks';
import './worker/unseen';
import './worker/journal';
// On the inbox's clock, moved forward (never back): after every test on the real one.
import './worker/claims';
import './worker/report';
// The agreed appointment (issue 77): its messages, its webhooks, its reminder, the family's page, the list, the report.
import './worker/visits-messages';
import './worker/visits-webhook';
import './worker/visits-reminders';
import './worker/visits-family';
import './worker/visits-report';
// A family's files in R2 (issue 82.4).
import './worker/media';
// Issue 83: what the visit said twice, or not at all, and the promises it broke; the actions on a request with a visit.
import './worker/visits-promises';
import './worker/visits-actions';
import './worker/thread';
import './worker/thread-reply';
import './worker/thread-tap';
import './worker/restart';
import './worker/visits-restart';
import './worker/migration';
import './worker/migration-visits';
import './worker/last';
