import { Fragment, type ReactNode } from 'react';

/**
 * A sentence of the copy with things set into it: « appelez le {phone} » with the phone as a link.
 * The words stay in content/, whole sentences, so each language orders them its own way.
 */
export function Slots({ template, slots }: { template: string; slots: Record<string, ReactNode> }) {
  const parts = template.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? part : <Fragment key={index}>{part in slots ? slots[part] : `{${part}}`}</Fragment>,
      )}
    </>
  );
}
