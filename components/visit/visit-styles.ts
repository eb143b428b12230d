import type { CSSProperties } from 'react';
import type { VISIT_PHASES } from '@/lib/request/visit/phase';

type VisitTone = (typeof VISIT_PHASES)[keyof typeof VISIT_PHASES]['tone'];

/*
 * The visit's panel is drawn in the browser alone (its page once the gateway answers; the sending device in the
 * views' chunk), so its few styles are set by React through the CSSOM, which the policy allows: a CSS module would
 * be merged by Turbopack into the stylesheet every page loads (0.25 KB gzip on each), these reach only the pages
 * that show a visit. What the server writes of the page (visit-page.tsx, visit-contact.tsx) uses the site's classes.
 */
export const VISIT_STYLES = {
  panel: { display: 'flex', flexDirection: 'column', gap: 'var(--space-3)', maxWidth: '40rem', marginBottom: 'var(--space-6)' },
  line: { margin: 0 },
  /** The headline: what a person reads first, large, on a tinted band. */
  headline: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: 'var(--space-3)',
    margin: 0,
    padding: 'var(--space-4)',
    borderLeft: '0.375rem solid var(--color-primary)',
    borderRadius: 'var(--radius-sm)',
    background: 'var(--color-primary-soft)',
    color: 'var(--color-ink)',
    fontSize: 'var(--text-xl)',
    fontWeight: 700,
    lineHeight: 1.35,
  },
  icon: { flex: 'none', display: 'inline-flex', marginTop: '0.1em', color: 'var(--color-primary)' },
  /** A reference, « AV-7K3Q », never cut at its hyphen. */
  reference: { whiteSpace: 'nowrap' },
  /** The buttons: a row where there is room, one under the other on a narrow phone, each a full finger wide. */
  actions: { margin: 0 },
  action: { flex: '1 1 14rem' },
  button: { width: '100%' },
  /** What happened after a tap, under the buttons (what it moves, it moves after a tap: no room kept empty before). */
  said: { margin: 'var(--space-2) 0 0', color: 'var(--color-ink)', fontWeight: 700 },
  saidWrong: { color: 'var(--color-danger)' },
} satisfies Record<string, CSSProperties>;

/** The headline by the tone of where the visit stands (lib/request/visit/phase.ts): to come, past (quiet), cancelled (the danger's colours). */
export const VISIT_TONES = {
  plain: { band: {}, icon: {} },
  past: { band: { borderLeftColor: 'var(--color-border-strong)', background: 'var(--color-bg)' }, icon: { color: 'var(--color-muted)' } },
  ended: { band: { borderLeftColor: 'var(--color-danger)', background: 'var(--color-danger-soft)' }, icon: { color: 'var(--color-danger)' } },
} satisfies Record<VisitTone, { band: CSSProperties; icon: CSSProperties }>;
