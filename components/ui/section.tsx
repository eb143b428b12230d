import type { ReactNode } from 'react';
import clsx from 'clsx';

/** The id of a section's heading, which names the section for assistive technology. */
export const sectionTitleId = (name: string) => `${name}-title`;

interface SectionProps {
  /** What the section is called in the page: its heading's id is `${name}-title`. */
  name: string;
  /** The band's background: the page's (default), white, or sand. */
  tone?: 'alt' | 'sand';
  /** An anchor a link of the page leads to. */
  id?: string;
  /** The section's own layout, on its container. */
  layout?: string;
  children: ReactNode;
}

/** A band of the page, named by its heading, with its content in the centred container. */
export function Section({ name, tone, id, layout, children }: SectionProps) {
  return (
    <section id={id} className={clsx('section', tone && `section-${tone}`)} aria-labelledby={sectionTitleId(name)}>
      <div className={clsx('container', layout)}>{children}</div>
    </section>
  );
}

interface SectionTitleProps {
  /** The name given to the Section. */
  name: string;
  eyebrow: string;
  title: string;
  /** The page's own title (h1) or a section's (h2). */
  level?: 1 | 2;
  /** Centred headers carry the eyebrow inline; the others as a line of its own. */
  eyebrowAs?: 'p' | 'span';
  className?: string;
}

/** The small uppercase line, then the heading that names the section. */
export function SectionTitle({ name, eyebrow, title, level = 2, eyebrowAs: Eyebrow = 'p', className }: SectionTitleProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <>
      <Eyebrow className="eyebrow">{eyebrow}</Eyebrow>
      <Heading id={sectionTitleId(name)} className={className}>
        {title}
      </Heading>
    </>
  );
}

/** The centred header of a section: eyebrow, title and, when there is one, a lead paragraph. */
export function SectionHeader({ lead, eyebrowAs = 'span', ...title }: Omit<SectionTitleProps, 'className'> & { lead?: string }) {
  return (
    <header className="section-header">
      <SectionTitle eyebrowAs={eyebrowAs} {...title} />
      {lead ? <p>{lead}</p> : null}
    </header>
  );
}
