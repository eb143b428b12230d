/*
 * The request gateway under workerd (the `gateway` projects, vitest.config.ts): its scenario files, in
 * tests/gateway/worker/<name>.ts, in two chains. Each chain runs on a gateway of its own that gateway-setup.ts
 * starts for it, its files one after the other in the order below; `npm test` runs the two chains at once, the
 * second in a Vitest of its own beside the first (test:gateway-2), since Vitest runs two single-threaded projects
 * one after the other. A file runs alone too, on a gateway of its own:
 *   npx vitest run --project gateway tests/gateway/worker/visits-messages.ts
 * A new scenario file is a name added to a chain, where it must run; a file of tests/gateway/worker/ that holds
 * tests and is not named here fails tests/gateway/scenarios.test.ts.
 */
export const GATEWAY_CHAINS = {
  gateway: [
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
    // Last: a body cut short (the call after it, under wrangler dev, waits for its own time-out).
    'last',
  ],
  // The files that mostly wait (3½ of the first chain's 7 minutes in CI), on a fresh inbox of their own: nothing
  // in them reads what the first chain wrote.
  'gateway-2': [
    // One record with one writer (issue 83): its promises (a family's page across a real minute's limit), its actions.
    'visits-promises',
    'visits-actions',
    // Gateways of their own, stopped and started again on the same inbox.
    'restart',
    'visits-restart',
    'migration',
    'migration-visits',
  ],
} as const satisfies Record<string, readonly string[]>;

/** The projects that run them (vitest.config.ts), one a chain. */
export const GATEWAY_PROJECTS = Object.keys(GATEWAY_CHAINS) as (keyof typeof GATEWAY_CHAINS)[];
/** Every scenario file's name, the first chain's first. */
export const GATEWAY_SCENARIOS: readonly string[] = Object.values(GATEWAY_CHAINS).flat();

export const SCENARIOS_DIR = 'tests/gateway/worker';
export const scenarioFile = (name: string) => `${SCENARIOS_DIR}/${name}.ts`;
