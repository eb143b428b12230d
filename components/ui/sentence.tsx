import { Fragment, type ReactNode } from 'react';

/**
 * A sentence of the copy with things set into its {placeholders}: « appelez le {phone} » with the phone as
 * a link. The words stay in copy/ or content/, whole sentences, so each language orders them its own way.
 */
export function Sentence({ text, fill }: { text: string; fill: Record<string, ReactNode> }) {
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 0 ? part : <Fragment key={index}>{part in fill ? fill[part] : `{${part}}`}</Fragment>,
      )}
    </>
  );
}
