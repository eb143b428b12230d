import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers of eslint.config.mjs, checked by running ESLint itself on a one-line file in each folder.
const eslint = new ESLint({ cwd: process.cwd() });

async function layerErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const probe = value;\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.message);
}

describe('the layers', () => {
  it.each([
    ['lib/probe.ts', "import { site as value } from '@/content/site';"],
    ['lib/request/form/probe.ts', "import { site as value } from '../../../content/site';"],
    ['lib/probe.ts', "import { ui as value } from '@/copy/ui';"],
    ['content/probe.ts', "import { ui as value } from '@/copy/ui';"],
    ['content/probe.ts', "import { pageMetadata as value } from '@/site/metadata';"],
    ['copy/probe.ts', "import { pageMetadata as value } from '@/site/metadata';"],
    ['site/probe.ts', "import { Artwork as value } from '@/components/ui/artwork';"],
    ['components/probe.ts', "import value from '@/app/sitemap';"],
    ['components/probe.ts', "import { init as value } from '@/editor/index';"],
    ['app/probe.ts', "import { init as value } from '@/editor/index';"],
    ['editor/probe.ts', "import value from '@/app/sitemap';"],
  ])('%s may not import %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the layers');
  });

  it.each([
    ['content/probe.ts', "import { formatFcfa as value } from '@/lib/format';"],
    ['copy/probe.ts', "import type { ValueSource as value } from '@/content/types';"],
    ['site/probe.ts', "import { ui as value } from '@/copy/ui';"],
    ['components/probe.ts', "import { pageMetadata as value } from '@/site/metadata';"],
    ['app/probe.ts', "import { Artwork as value } from '@/components/ui/artwork';"],
    ['lib/probe.ts', "import { fill as value } from './i18n';"],
    ['editor/probe.ts', "import { Artwork as value } from '@/components/ui/artwork';"],
    ['editor/probe.ts', "import { formatFcfa as value } from '@/lib/format';"],
  ])('%s may import %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });

  // The request is one module: the rest of the site reaches it through its entries only, the worker
  // through its own. The same rule object holds these checks and the layers', so one must not silently
  // replace the other (a flat config's later block would).
  it.each([
    ['components/contact/probe.ts', "import { putRequest as value } from '@/lib/request/store';"],
    ['components/request/form/probe.ts', "import { sendToEmailJs as value } from '@/lib/request/channels/emailjs';"],
    ['app/probe.ts', "import { postRequest as value } from '@/lib/request/channels/emailjs';"],
    ['copy/request/probe.ts', "import type { RequestCopy as value } from '@/lib/request/words';"],
    ['site/probe.ts', "import { emailJsConfigFromEnv as value } from '@/lib/request/emailjs-config';"],
    ['components/request/callback/probe.ts', "import { submit as value } from '@/lib/request/submit';"],
    ['lib/probe.ts', "import { addRequest as value } from './request/store';"],
    ['components/contact/probe.ts', "import { putRequest as value } from '../../lib/request/store';"],
  ])('%s may not reach inside the request: %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('public file');
  });

  it.each([
    ['components/contact/probe.ts', "import { AppointmentForm as value } from '@/components/request/form/appointment-form';"],
    ['components/home/probe.ts', "import { CallbackForm as value } from '../request/callback/callback-form';"],
    ['app/probe.ts', "import { OutboxNote as value } from '@/components/request/outbox/outbox-note';"],
  ])('%s may not reach inside the request\'s components: %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('root of components/request/');
  });

  it.each([
    ['lib/service-worker/probe.ts', "import { buildPayload as value } from '@/lib/request/payload';"],
    ['lib/service-worker/probe.ts', "import { postRequest as value } from '../request/channels/emailjs';"],
    ['lib/service-worker/probe.ts', "import { loadRequest as value } from '@/lib/request';"],
  ])('%s may not reach the request but through its entry for the worker: %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('for-worker');
  });

  it.each([
    ['lib/request/probe.ts', "import { LIMITS as value } from '@/lib/request';"],
    ['lib/request/form/probe.ts', "import { LIMITS as value } from '..';"],
  ])('%s may not import its own entry: %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('its own entry');
  });

  it.each([
    ['components/request/callback/probe.ts', "import { RequestForm as value } from '@/components/request/request-form';"],
    ['components/request/form/probe.ts', "import { CallbackCard as value } from '../callback-card';"],
  ])('%s may not import the entry of its own folder: %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('sub-folders do not import them');
  });

  it.each([
    ['components/contact/probe.ts', "import { RequestForm as value } from '@/components/request/request-form';"],
    ['components/layout/probe.ts', "import { OfflineSupport as value } from '@/components/request/offline-support';"],
    ['components/request/probe.ts', "import { CallbackForm as value } from './callback/callback-form';"],
    ['components/request/form/probe.ts', "import type { AppointmentValues as value } from '@/lib/request';"],
    ['components/request/form/probe.ts', "import { checkForm as value } from '@/lib/request/form/validation';"],
    ['components/request/probe.ts', "import { watchForOutbox as value } from '@/lib/request/discover';"],
    ['components/request/form/probe.ts', "import { PhoneField as value } from '../phone/phone-field';"],
    ['copy/probe.ts', "import { LIMITS as value } from '@/lib/request/values';"],
    ['lib/request/form/probe.ts', "import { LIMITS as value } from '../values';"],
    ['lib/service-worker/probe.ts', "import { sendWaiting as value } from '@/lib/request/for-worker';"],
  ])('%s may use the request through %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });

  it.each([
    ['lib/request/probe.ts', "import { whenIdle as value } from '@/lib/service-worker/register';"],
    ['lib/request/probe.ts', "import { SERVICE_WORKER_URL as value } from '../service-worker/messages';"],
  ])('%s may not import the service worker: %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('does not import the service worker');
  });

  it('the request, in lib/, keeps the layer rule beside its own', async () => {
    const errors = await layerErrors('lib/request/probe.ts', "import { ui as value } from '@/copy/ui';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the layers');
    expect(await layerErrors('lib/request/probe.ts', "import { OUTBOX_SYNC_TAG as value } from './outbox-sync';")).toEqual([]);
  });

  it('the worker, in lib/, keeps the layer rule beside the request rule', async () => {
    const errors = await layerErrors('lib/service-worker/probe.ts', "import { ui as value } from '@/copy/ui';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the layers');
  });
});

// What makes, measures and tests the site stands outside its layers: the site imports none of it, and
// the build (what ships) depends on nothing that measures or tests it; the benches may read the build.
describe('the build, the benches, the tools and the tests', () => {
  it.each([
    ['lib/probe.ts', "import { CHUNKS_URL as value } from '@/pipeline/lib/next-output';"],
    ['lib/service-worker/probe.ts', "import { CHUNKS_URL as value } from '../../pipeline/lib/next-output';"],
    ['lib/request/probe.ts', "import { median as value } from '@/bench/lib/stats';"],
    ['components/probe.ts', "import { median as value } from '@/bench/lib/stats';"],
    ['app/probe.ts', "import { serve as value } from '@/harness/static-server';"],
    ['content/probe.ts', "import { applyStaffEdits as value } from '../tests/staff-edits';"],
    ['site/probe.ts', "import { EditorPage as value } from '@/e2e/editor-page';"],
    ['editor/check/probe.ts', "import { contentSnapshot as value } from '../../pipeline/content-snapshot';"],
  ])('%s may not import %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('is the site');
  });

  it.each([
    ['pipeline/probe.ts', "import { median as value } from '../bench/lib/stats';"],
    ['pipeline/lib/probe.ts', "import { median as value } from '@/bench/lib/stats';"],
    ['pipeline/lib/decap-config/probe.ts', "import { EditorPage as value } from '../../../e2e/editor-page';"],
    ['pipeline/probe.ts', "import { applyStaffEdits as value } from '../tests/staff-edits';"],
    ['pipeline/probe.ts', "import { serve as value } from '../harness/static-server';"],
  ])('%s may not import %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('pipeline/ makes what ships');
  });

  // What a tool and a test share lives below both, in harness/: e2e/ never reaches up into scripts/.
  it.each([
    ['e2e/probe.ts', "import { LOGO as value } from '../scripts/brand-icons';"],
    ['e2e/editor/probe.ts', "import { median as value } from '@/bench/lib/stats';"],
  ])('%s may not import %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('lives in harness/');
  });

  it.each([
    ['harness/probe.ts', "import { LOGO as value } from '../scripts/brand-icons';"],
    ['harness/probe.ts', "import { EditorPage as value } from '@/e2e/editor-page';"],
  ])('%s may not import %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('harness/ runs the export');
  });

  // The request gateway is deployed alone: lib/ and packages only, the request through its own entry.
  it.each([
    ['gateway/src/probe.ts', "import { site as value } from '@/content/site';", 'deployed alone'],
    ['gateway/src/probe.ts', "import { serve as value } from '../../harness/static-server';", 'deployed alone'],
    ['gateway/src/probe.ts', "import { addRequest as value } from '@/lib/request/store';", 'for-gateway'],
    ['gateway/src/probe.ts', "import { checkRequest as value } from '../../lib/request/check';", 'for-gateway'],
    ['components/probe.ts', "import { Inbox as value } from '@/gateway/src/store/inbox';", 'is the site'],
  ])('%s may not import %s', async (file, source, rule) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(rule);
  });

  it.each([
    ['pipeline/probe.ts', "import { pagePath as value } from '../lib/routes';"],
    ['gateway/src/probe.ts', "import { checkRequest as value } from '@/lib/request/for-gateway';"],
    ['gateway/src/probe.ts', "import { doualaToday as value } from '@/lib/douala-date';"],
    ['pipeline/lib/probe.ts', "import { listHtmlFiles as value } from './html';"],
    ['bench/probe.ts', "import { writeHeaders as value } from '../pipeline/headers';"],
    ['bench/lib/probe.ts', "import { median as value } from './stats';"],
    ['e2e/probe.ts', "import { CHUNKS_URL as value } from '../pipeline/lib/next-output';"],
    ['e2e/editor/probe.ts', "import { TEST_PORTS as value } from '../../harness/test-ports';"],
    ['scripts/probe.ts', "import { serve as value } from '../harness/static-server';"],
    ['harness/probe.ts', "import { EMAILJS_VARIABLES as value } from '../lib/request/emailjs-config';"],
  ])('%s may import %s', async (file, source) => {
    expect(await layerErrors(file, source)).toEqual([]);
  });
});
