/*
 * The request gateway under workerd (the `gateway` project, vitest.config.ts): its scenario files, in
 * tests/gateway/worker/<name>.ts, in the order a run takes them, one after the other in one worker, on the one
 * gateway gateway-setup.ts starts for the run. A file runs alone too, on a gateway of its own:
 *   npx vitest run --project gateway tests/gateway/worker/visits-messages.ts
 * A new scenario file is a name added here, where it must run; a file of tests/gateway/worker/ that holds tests and is
 * not named here fails tests/gateway/scenarios.test.ts.
 */
export const GATEWAY_SCENARIOS = [
  // On the fresh inbox: the rows a request's life writes (its budgets).
  'rows',
  'calls',
  'holes',
  'delivery',
  'inbox',
  'status',
  'volume',
  'minute',
  'flood',
  'shared-marks',
  'unseen',
  'journal',
  // On the inbox's clock, moved forward (never back): after every file on the real one.
  'claims',
  'report',
  // A family's thread (issue 82): kept, threaded, answered, a button's tap. (Its flood empties the mailbox, which once
  // made the fake Meta give its next messages ids the gateway held: harness/mailbox.ts counts them for its whole life.)
  'thread',
  'thread-reply',
  'thread-tap',
  // The agreed appointment (issue 77): its messages, its webhooks, its reminder, the family's page, the list, the report.
  'visits-messages',
  'visits-webhook',
  'visits-reminders',
  'visits-family',
  'visits-report',
  // A family's voice note from an unseen number (issue 82): it makes a « Message WhatsApp » request.
  'media',
  // One record with one writer (issue 83): its promises, its actions.
  'visits-promises',
  'visits-actions',
  // Gateways of their own, stopped and started again on the same inbox.
  'restart',
  'visits-restart',
  'migration',
  'migration-visits',
  // Last: a body cut short (the call after it, under wrangler dev, waits for its own time-out).
  'last',
] as const;

export const SCENARIOS_DIR = 'tests/gateway/worker';
export const scenarioFile = (name: string) => `${SCENARIOS_DIR}/${name}.ts`;
