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
    ['lib/appointment/probe.ts', "import { site as value } from '../../content/site';"],
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

  // The request is one module: pages and the worker reach it through its entry points only. The same
  // rule object holds both checks, so one must not silently replace the other (a flat config's later block would).
  it.each([
    ['components/appointment/probe.ts', "import { putRequest as value } from '@/lib/request/store';"],
    ['app/probe.ts', "import { postRequest as value } from '@/lib/request/send';"],
    ['lib/service-worker/probe.ts', "import { buildPayload as value } from '@/lib/request/payload';"],
    ['components/appointment/probe.ts', "import { putRequest as value } from '../../lib/request/store';"],
    ['lib/service-worker/probe.ts', "import { postRequest as value } from '../request/send';"],
  ])('%s may not reach inside the request: %s', async (file, source) => {
    const errors = await layerErrors(file, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('request module');
  });

  it.each([
    ['components/appointment/probe.ts', "import { submit as value } from '@/lib/request/submit';"],
    ['lib/service-worker/probe.ts', "import { sendWaiting as value } from '@/lib/request/deliver';"],
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
    expect(await layerErrors('lib/request/probe.ts', "import { OUTBOX_SYNC_TAG as value } from '@/lib/request/outbox-sync';")).toEqual([]);
  });

  it('the worker, in lib/, keeps the layer rule beside the request rule', async () => {
    const errors = await layerErrors('lib/service-worker/probe.ts', "import { ui as value } from '@/copy/ui';");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('the layers');
  });
});
