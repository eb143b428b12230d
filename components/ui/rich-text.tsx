import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import type { Prose } from '@/lib/prose';

/**
 * A text of content/ written in Markdown (rendered to HTML nodes by the build), as React elements:
 * React escapes every text and attribute, nothing is injected as HTML. `components` gives an
 * element the look of its place (a class on the FAQ's lists…).
 */
export function RichText({ prose, components }: { prose: Prose; components?: Partial<Components> }) {
  return toJsxRuntime(prose.tree, { Fragment, jsx, jsxs, components });
}
