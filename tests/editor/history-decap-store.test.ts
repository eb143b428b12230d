import { describe, expect, it } from 'vitest';
import type { DecapStore } from '@/editor/history/decap-store';
import * as loaded from '@/editor/history/decap-store';

/*
 * How « Historique » finds Decap's store: Decap 3.16 does not expose it, so it is read from the props of the
 * <Provider> React drew into #nc-root, through the fibers React keeps on that node. Faked here at the parts
 * read (the container's key, `child`, `sibling`, `memoizedProps`); e2e/editor/admin-history.spec.ts checks the
 * same path on the Decap we ship. The store once found is kept for the page's life: each test loads the module
 * afresh (a query makes it another instance), so what one test found never answers the next.
 */

type Module = typeof loaded;
let loads = 0;
const fresh = () => import(/* @vite-ignore */ `../../editor/history/decap-store.ts?load=${(loads += 1)}`) as Promise<Module>;

interface Fiber {
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps?: { store?: unknown } | null;
}
const fiber = (props: Fiber['memoizedProps'], ...children: Fiber[]): Fiber => {
  children.forEach((child, index) => (child.sibling = children[index + 1] ?? null));
  return { child: children[0] ?? null, sibling: null, memoizedProps: props };
};
/** The node #nc-root once React has drawn into it: its container fiber under React's own key, among the node's other keys. */
const drawn = (container: Fiber) => ({ id: 'nc-root', _reactListening1a2b: true, '__reactContainer$x1y2': container }) as unknown as HTMLElement;
const storeLike = (): DecapStore => ({ getState: () => ({}) as never, dispatch: () => undefined, subscribe: () => () => undefined });
/** `depth` fibers down a single line, the last holding `props`. */
const line = (depth: number, props: Fiber['memoizedProps']): Fiber => (depth === 0 ? fiber(props) : fiber(null, line(depth - 1, props)));

describe('Decap’s store found in the page', () => {
  it('none before Decap has drawn: no #nc-root, a node React has not drawn into, a tree without the store', async () => {
    const { decapStore } = await fresh();
    expect(decapStore(null)).toBeUndefined();
    expect(decapStore({ id: 'nc-root' } as unknown as HTMLElement)).toBeUndefined();
    expect(decapStore(drawn(fiber(null)))).toBeUndefined();
    expect(loaded.decapStore(null)).toBeUndefined();
  });

  it('found in the Provider’s props a few levels down, past props that only look like a store, and kept once found', async () => {
    const { decapStore } = await fresh();
    const store = storeLike();
    const decoys = [fiber(null), fiber({ store: null }), fiber({ store: 'store' }), fiber({ store: { getState: () => ({}), dispatch: () => undefined, subscribe: 'no' } }), fiber({ store: { getState: () => ({}) } })];
    const root = drawn(fiber(null, fiber({}, ...decoys, fiber({ store }))));
    expect(decapStore(root)).toBe(store);
    // Once found, React's tree is not walked again: the store outlives a node drawn anew.
    expect(decapStore(null)).toBe(store);
  });

  it('looks no further than 50 fibers, so a Decap that moved its store does not cost a walk of the whole page', async () => {
    const store = storeLike();
    expect((await fresh()).decapStore(drawn(line(49, { store })))).toBe(store);
    expect((await fresh()).decapStore(drawn(line(50, { store })))).toBeUndefined();
  });
});
