/*
 * The inbox's stylesheet for visits (issue 77), appended to style.ts's, held to its rules (tests/gateway/inbox-style.test.ts:
 * the tokens alone, 7:1, no text under 16 px, 44 px targets): a card's visit panel, the place and who of its forms,
 * the list « Rendez-vous », and its print: today's visits on one A4 page, nothing but them.
 */
export const VISIT_STYLE = `
/* A card's visit: when, where, who, its state, the family's answer, its messages, what can be done. */
.visit { display: grid; gap: var(--space-2); margin-top: var(--space-3); padding: var(--space-3); border: 2px solid var(--color-blue); border-radius: var(--radius-sm); background: var(--color-surface); }
.visit-cancelled { border-color: var(--color-border-strong); }
.visit-heading { margin: 0; font-size: var(--text-lg); color: var(--color-ink); line-height: var(--leading-tight); }
.visit-when { font-size: var(--text-lg); font-weight: 700; color: var(--color-ink); }
.visit-state { color: var(--color-muted); font-weight: 700; }
.visit-answer { padding: var(--space-2) var(--space-3); border-radius: var(--radius-sm); font-weight: 700; background: var(--color-success-soft); color: var(--color-success); }
.visit-answer.answer-change { background: var(--color-danger-soft); color: var(--color-danger); }
.visit-quiet { color: var(--color-muted); }
.visit-held { color: var(--color-danger); }
.visit-messages { margin: 0; padding: 0; list-style: none; }
.visit-messages li { padding: var(--space-1) 0; color: var(--color-ink); }
.message-purpose { font-weight: 700; }
.visit-messages .message-not-sent { padding: var(--space-2) var(--space-3); border-radius: var(--radius-sm); background: var(--color-danger-soft); color: var(--color-danger); }
.visit-form { display: grid; gap: var(--space-2); }
.places { border: 0; padding: 0; }
.places legend { font-weight: 700; color: var(--color-ink); padding: 0; }
.places label { display: inline-flex; align-items: center; gap: var(--space-2); min-height: var(--tap); margin-inline-end: var(--space-4); }
.places input { width: 1.25rem; height: 1.25rem; }
.field select { min-height: var(--tap); max-width: 100%; padding: var(--space-1) var(--space-2); font: inherit; color: var(--color-ink); background: var(--color-surface); border: 2px solid var(--color-border-strong); border-radius: var(--radius-sm); }
.marks { margin-top: var(--space-1); }

/* The family's consent, before the call (issue 83): said, and « Ne plus envoyer de messages » a second tap away. */
.family-consent { display: grid; gap: var(--space-2); margin-top: var(--space-3); }
.consent { color: var(--color-ink); }
.consent-asked { font-weight: 700; }
.consent-not-asked, .consent-withdrawn { color: var(--color-muted); }

/* The list « Rendez-vous »: a day a section, a visit a line; the family's phone a button a thumb finds. */
.print-bar { margin: var(--space-4) var(--space-3) 0; }
.print-only { display: none; }
.visits-day { margin: var(--space-4) var(--space-3) 0; }
.visits-day h2 { font-size: var(--text-xl); margin-bottom: var(--space-2); }
.visits-none { color: var(--color-ink); }
.visits { margin: 0; padding: 0; list-style: none; }
.visit-line { display: grid; gap: var(--space-1); margin-bottom: var(--space-3); padding: var(--space-3); background: var(--color-surface); border: 1px solid var(--color-border); border-left: 6px solid var(--color-blue); border-radius: var(--radius-sm); color: var(--color-ink); }
.visit-line.visit-attended { border-left-color: var(--color-success); }
.visit-line.visit-missed { border-left-color: var(--color-danger); }
.visit-head { display: flex; flex-wrap: wrap; gap: var(--space-2); align-items: baseline; font-size: var(--text-lg); }
.visit-time { font-weight: 700; font-variant-numeric: tabular-nums; color: var(--color-ink); }
.visit-service { color: var(--color-muted); }
.visit-phone { margin: var(--space-1) 0; }
.visit-call .number { font-size: var(--text-base); color: inherit; }
.visit-line .visit-move, .visit-line .visit-cancel { margin-top: var(--space-1); }

/* Printed for the rounds: today's visits alone, on one A4 page, two lines each (who and the phone; where and the
 * service), nothing to tap. « Aucun rendez-vous ce jour » when there is none, never a blank page. */
@page { size: A4 portrait; margin: 12mm; }
@media print {
  .top, .tabs, .bottom, .flash, .print-bar, .empty, .visits-past, .visits-tomorrow, .visits-week, .marks, form, details, .visit-answer, .visit-messages, .visit-held, .consent { display: none; }
  body { background: var(--color-surface); font-size: var(--text-sm); line-height: var(--leading-tight); }
  main { max-width: none; }
  .print-only { display: block; margin-bottom: var(--space-1); color: var(--color-muted); }
  .visits-day { margin: 0; }
  .visits-day h2 { font-size: var(--text-lg); margin-bottom: var(--space-1); }
  .visit-line { grid-template-columns: minmax(0, 1fr) auto; gap: 0 var(--space-4); break-inside: avoid; margin-bottom: var(--space-1); padding: var(--space-1) var(--space-2); border-left-width: 4px; }
  .visit-head { grid-column: 1; grid-row: 1; gap: 0 var(--space-2); font-size: var(--text-sm); }
  .visit-phone { grid-column: 2; grid-row: 1; margin: 0; text-align: right; }
  .visit-head .reference { font-weight: 400; }
  .visit-where { grid-column: 1; grid-row: 2; }
  .visit-service { grid-column: 2; grid-row: 2; text-align: right; }
  .visit-call { display: inline; min-height: 0; width: auto; padding: 0; border: 0; background: none; color: var(--color-ink); font-size: var(--text-sm); }
  .visit-call svg, .call-word { display: none; }
}
`;
