import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '@/lib/request/load';

describe('loadOnce', () => {
  it('downloads once and gives every caller the same result', async () => {
    const download = vi.fn(async () => ({ ready: true }));
    const load = loadOnce(download);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(download).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure, so the next call tries again', async () => {
    const download = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue('loaded');
    const load = loadOnce(download);
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe('loaded');
    await expect(load()).resolves.toBe('loaded');
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('shares a failure with the callers that were already waiting for it', async () => {
    const download = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('loaded');
    const load = loadOnce(download);
    const waiting = [load(), load()];
    await expect(Promise.all(waiting)).rejects.toThrow('offline');
    expect(download).toHaveBeenCalledTimes(1);
  });
});

describe('loadRequest', () => {
  it('waits for the loader the shell gives, then fetches the code once with it', async () => {
    vi.resetModules();
    const { loadRequest, provideRequestCode } = await import('@/lib/request/load');
    let settled = false;
    const asked = loadRequest().then((code) => {
      settled = true;
      return code;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    const code = { submit: () => 'sent' } as unknown as Awaited<ReturnType<typeof loadRequest>>;
    const load = vi.fn(async () => code);
    provideRequestCode(load);
    provideRequestCode(async () => {
      throw new Error('a second loader is never used');
    });
    expect(await asked).toBe(code);
    expect(await loadRequest()).toBe(code);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
