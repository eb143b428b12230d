import type { RichBlock } from '@/content/types';

/** Minutes to read a text at an unhurried 180 words a minute, never less than one. */
export function readingMinutes(blocks: RichBlock[], lead = ''): number {
  const text = [lead, ...blocks.flatMap((block) => ('items' in block ? block.items : [block.text]))].join(' ');
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 180));
}
