import { THREAD_STYLE } from './thread-style';
import { VISIT_STYLE } from './visit-style';

/*
 * The inbox's stylesheet, served at INBOX_PATHS.style. Phone first (390 px), as readable as the public
 * site: text never under 16 px, every target 44 px at least (48 px for the buttons a tired thumb aims
 * at), AAA contrast (7:1). The colours, sizes and spaces are the site's design tokens, read from the one
 * file that holds them (lib/design-tokens.css, which the site's stylesheet imports too; the Worker gets
 * its text: wrangler.toml's [[rules]], site-tokens.ts): those its rules name, and those they name in
 * turn. No font is downloaded: the phone's own. Pure.
 */

/** The inbox's own: the phone's font (the site's is downloaded), a thumb's button, and the width it keeps on a computer. */
const OWN_TOKENS = {
  '--font-sans': "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
  '--button': '3rem',
  '--page': '40rem',
} as const;

const RULES = `*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: var(--font-sans);
  font-size: var(--text-base);
  line-height: 1.5;
  color: var(--color-text);
  background: var(--color-bg);
  overflow-wrap: break-word;
}
h1, h2 { margin: 0; color: var(--color-ink); line-height: var(--leading-tight); }
p { margin: 0; }
a { color: var(--color-primary); text-decoration-thickness: 0.08em; text-underline-offset: 0.18em; }
button { font: inherit; cursor: pointer; }
:focus-visible { outline: var(--focus-ring); outline-offset: 3px; border-radius: 4px; }
.top :focus-visible { outline-color: var(--color-on-dark); }
main, .top, .bottom { max-width: var(--page); margin-inline: auto; }

/* The bar at the top: the inbox's name, the other language, who is signed in, refresh. */
.top { background: var(--color-primary); color: var(--color-on-primary); padding: var(--space-2) var(--space-4); }
.bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-2) var(--space-4); }
.top h1, .brand { color: var(--color-on-primary); font-size: var(--text-xl); font-weight: 700; }
.top a { color: var(--color-on-primary); font-weight: 700; display: inline-flex; align-items: center; min-height: var(--tap); padding-inline: var(--space-2); margin-inline-end: calc(-1 * var(--space-2)); }
.hello { font-size: var(--text-lg); }

/* What the last tap did. */
.flash { margin: var(--space-4) var(--space-3) 0; padding: var(--space-3) var(--space-4); border-radius: var(--radius-sm); border-left: 6px solid var(--color-success); background: var(--color-success-soft); color: var(--color-success); font-weight: 700; }
.flash-alert { border-left-color: var(--color-danger); background: var(--color-danger-soft); color: var(--color-danger); }

/* The lists (three; four or five while « À vérifier » or « Indésirables » holds something), stuck to the top while the page scrolls. */
.tabs { position: sticky; top: 0; z-index: 1; background: var(--color-surface); border-bottom: 1px solid var(--color-border-strong); box-shadow: var(--shadow-sm); }
.tabs ul { display: flex; margin: 0; padding: 0; list-style: none; }
/* Each tab as wide as its name asks, the rest shared: « À prendre » keeps one line beside « À vérifier » at 390 px. */
.tabs li { flex: 1 1 auto; }
.tabs-many ul { flex-wrap: wrap; }
.tabs-many li { flex: 1 1 30%; }
.tabs a {
  display: flex; flex-direction: column; align-items: center; justify-content: center; gap: var(--space-1);
  min-height: 3.5rem; padding: var(--space-2) var(--space-1); text-align: center; text-decoration: none;
  color: var(--color-ink); font-weight: 700; line-height: var(--leading-tight); border-bottom: 4px solid transparent;
}
.tabs a[aria-current='page'] { color: var(--color-primary-strong); background: var(--color-primary-soft); border-bottom-color: var(--color-primary); }
.count { min-width: 1.75em; padding: 0 0.4em; border-radius: var(--radius-full); background: var(--color-primary-light); color: var(--color-ink); font-variant-numeric: tabular-nums; }
.tabs a[aria-current='page'] .count { background: var(--color-primary); color: var(--color-on-primary); }

.requests { margin: 0; padding: var(--space-3); list-style: none; }
.empty { margin: var(--space-6) var(--space-4); font-size: var(--text-lg); text-align: center; color: var(--color-ink); }

/* One request. */
.request article {
  margin-bottom: var(--space-4); padding: var(--space-4); background: var(--color-surface);
  border: 1px solid var(--color-border); border-left: 6px solid var(--color-border-strong); border-radius: var(--radius); box-shadow: var(--shadow-sm);
}
.state-open article { border-left-color: var(--color-primary); }
.state-done article { border-left-color: var(--color-success); }
.mine article { border-left-color: var(--color-primary-strong); background: var(--color-primary-soft); }
.meta { display: flex; flex-wrap: wrap; align-items: center; gap: var(--space-2); margin-bottom: var(--space-2); }
.kind { padding: 0 var(--space-3); border-radius: var(--radius-full); font-weight: 700; background: var(--color-primary-soft); color: var(--color-primary-strong); }
.kind-appointment { background: var(--color-blue-soft); color: var(--color-blue); }
.kind-application { background: var(--color-violet-soft); color: var(--color-violet); }
.answer-in { padding: 0 var(--space-3); border-radius: var(--radius-full); background: var(--color-amber-soft); color: var(--color-amber); font-weight: 700; }
.reference { font-weight: 700; letter-spacing: 0.04em; color: var(--color-ink); overflow-wrap: anywhere; }
.request h2, .request h3 { margin: 0; font-size: var(--text-xl); color: var(--color-ink); line-height: var(--leading-tight); overflow-wrap: anywhere; }
.no-name { font-style: italic; font-weight: 400; }
.received { color: var(--color-muted); margin-top: var(--space-1); }
.phone { margin-top: var(--space-3); overflow-wrap: anywhere; }
.label { color: var(--color-muted); }
.number { font-size: var(--text-lg); font-weight: 700; color: var(--color-ink); white-space: nowrap; font-variant-numeric: tabular-nums; }
.reach { display: grid; grid-template-columns: 1fr 1fr; gap: var(--space-3); margin-top: var(--space-2); }

.button {
  display: inline-flex; align-items: center; justify-content: center; gap: var(--space-2); width: 100%;
  min-height: var(--button); padding: var(--space-2) var(--space-4); border: 2px solid var(--color-primary); border-radius: var(--radius-sm);
  background: var(--color-surface); color: var(--color-primary); font-size: var(--text-base); font-weight: 700; line-height: var(--leading-tight); text-align: center; text-decoration: none;
}
/* One filled button a card: « Je m'en occupe » until it is hers (take it before calling: two never call one family), then the call. */
.button.primary, .mine .button.call { background: var(--color-primary); color: var(--color-on-primary); }
.button.primary:hover, .mine .button.call:hover { background: var(--color-primary-strong); border-color: var(--color-primary-strong); }
.button.whatsapp { border-color: var(--color-green); color: var(--color-green); }
.button.danger { border-color: var(--color-danger); background: var(--color-danger); color: var(--color-on-primary); }
.button svg { flex: none; width: 1.25em; height: 1.25em; fill: currentColor; }

.facts { margin: var(--space-3) 0 0; }
.facts > div { margin-top: var(--space-2); }
.facts dt { color: var(--color-muted); font-weight: 700; }
.facts dd { margin: 0; }
.facts .message { white-space: pre-wrap; overflow-wrap: anywhere; padding: var(--space-2) var(--space-3); background: var(--color-sand); border-radius: var(--radius-sm); color: var(--color-ink); }
.facts .email { overflow-wrap: anywhere; }
.facts .email a { display: inline-flex; align-items: center; min-height: var(--tap); }

.copy { margin-top: var(--space-3); padding: var(--space-2) var(--space-3); border-radius: var(--radius-sm); background: var(--color-amber-soft); color: var(--color-amber); font-weight: 700; }
.owner { margin-top: var(--space-3); font-weight: 700; color: var(--color-amber); }
.owner-mine { color: var(--color-primary-strong); }
.owner-done { color: var(--color-success); }

.actions { display: grid; gap: var(--space-3); margin-top: var(--space-4); padding-top: var(--space-4); border-top: 1px solid var(--color-border); }
.pair { display: grid; grid-template-columns: 3fr 2fr; gap: var(--space-4); }
.act { margin: 0; }

/* « À vérifier »: the requests that repeat one mark together, under how many came and since when; a sweep's list before it is confirmed. */
.intro { margin: var(--space-4) var(--space-3) 0; padding: var(--space-3) var(--space-4); border-radius: var(--radius-sm); background: var(--color-sand); color: var(--color-ink); }
.groups { margin: 0; padding: var(--space-3); list-style: none; }
.group section { margin-bottom: var(--space-5); padding: var(--space-4) var(--space-3) var(--space-1); border: 2px solid var(--color-amber); border-radius: var(--radius); background: var(--color-amber-soft); }
.group h2 { font-size: var(--text-lg); }
.group-newest { margin-top: var(--space-1); color: var(--color-ink); }
.group .requests { padding: var(--space-3) 0 0; }
.group .request article { margin-bottom: var(--space-3); }
.junk-group { margin-top: var(--space-2); }
.group-more, .group-back { margin: 0 0 var(--space-3); }
.group-back { margin: var(--space-3) var(--space-4) 0; }
.group-more a, .group-back a { display: inline-flex; align-items: center; min-height: var(--tap); font-weight: 700; }
.junk-group .button { margin-top: var(--space-2); }
.sweep { margin: var(--space-4) var(--space-3); padding: var(--space-4) var(--space-3); border: 2px solid var(--color-danger); border-radius: var(--radius); background: var(--color-surface); }
.sweep h2 { font-size: var(--text-lg); margin-bottom: var(--space-3); color: var(--color-ink); }
.sweep p { margin-bottom: var(--space-3); color: var(--color-ink); }
.swept { margin: 0 0 var(--space-3); padding-inline-start: var(--space-5); }
.swept li { padding: var(--space-1) 0; overflow-wrap: anywhere; }
.on-top { color: var(--color-danger); }
/* « Indésirables »: when each goes, and emptying it. */
.deleted { margin-top: var(--space-3); color: var(--color-ink); }
.junk-empty { margin: var(--space-3) var(--space-3) 0; }

/* « Indésirable »: quiet, and a second tap away. */
.junk summary {
  display: inline-flex; align-items: center; min-height: var(--tap); padding-inline: var(--space-2); margin-inline-start: calc(-1 * var(--space-2));
  color: var(--color-muted); text-decoration: underline; text-underline-offset: 0.18em; cursor: pointer; list-style: none;
}
.junk summary::-webkit-details-marker { display: none; }
.junk[open] { padding: var(--space-3); border: 2px solid var(--color-danger); border-radius: var(--radius-sm); background: var(--color-danger-soft); }
.junk[open] summary { color: var(--color-danger); font-weight: 700; }
.junk p { margin-bottom: var(--space-3); color: var(--color-ink); }

/* After « Je m'en occupe »: the call's outcome in a tap, the last one, a request raised again, the journal (folded). */
.outcome { display: grid; gap: var(--space-3); padding: var(--space-3); border: 1px solid var(--color-border-strong); border-radius: var(--radius-sm); background: var(--color-surface); }
.outcome-heading { margin: 0; font-size: var(--text-lg); color: var(--color-ink); line-height: var(--leading-tight); }
.outcome-form { display: grid; gap: var(--space-2); }
.field { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: var(--space-2) var(--space-3); margin: 0; }
.field label { font-weight: 700; color: var(--color-ink); }
.field input { min-height: var(--tap); min-width: 9rem; padding: var(--space-1) var(--space-2); font: inherit; color: var(--color-ink); background: var(--color-surface); border: 2px solid var(--color-border-strong); border-radius: var(--radius-sm); }
.agreed summary, .journal summary { display: inline-flex; align-items: center; min-height: var(--tap); font-weight: 700; text-decoration: underline; text-underline-offset: 0.18em; cursor: pointer; }
.agreed summary { color: var(--color-primary); }
.agreed[open] { display: grid; gap: var(--space-2); padding-bottom: var(--space-2); }
.agreed-hint { color: var(--color-muted); }
.outcome-last { margin-top: var(--space-2); padding: var(--space-2) var(--space-3); border-radius: var(--radius-sm); background: var(--color-blue-soft); color: var(--color-blue); font-weight: 700; }
.raised { margin-top: var(--space-3); padding: var(--space-2) var(--space-3); border-radius: var(--radius-sm); background: var(--color-danger-soft); color: var(--color-danger); font-weight: 700; }
.journal { margin-top: var(--space-3); }
.journal summary { color: var(--color-muted); }
.journal ol { margin: var(--space-2) 0 0; padding: 0; list-style: none; border-left: 3px solid var(--color-border-strong); }
.journal li { padding: var(--space-1) 0 var(--space-1) var(--space-3); }
.journal time { font-weight: 700; color: var(--color-ink); font-variant-numeric: tabular-nums; }

/* The centre's report: three tables, numbers to the right, this week shaded; a bar of arrivals an hour. */
.report { padding: 0 var(--space-2) var(--space-4); }
/* A table wider than a narrow phone scrolls in its own box, never the page. */
.table-scroll { overflow-x: auto; }
.report .intro { margin: var(--space-4) 0 0; }
.report h2 { margin: var(--space-5) 0 var(--space-2); font-size: var(--text-xl); }
.report-table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; background: var(--color-surface); }
.report-table caption { caption-side: top; padding-bottom: var(--space-2); text-align: start; color: var(--color-muted); }
.report-table th, .report-table td { padding: var(--space-2) 0.2rem; border-bottom: 1px solid var(--color-border); text-align: end; vertical-align: top; color: var(--color-ink); }
.report-table thead th { font-weight: 400; }
.report-table thead .this-week, .report-table thead th:first-child { font-weight: 700; }
.report-table th:first-child { text-align: start; }
.report-table tbody th { font-weight: 400; }
.report-table .this-week { background: var(--color-primary-soft); font-weight: 700; }
.report-table .count-bar { width: 55%; }
.report-table .count-bar, .report-table.hours thead th:nth-child(2) { text-align: start; }
.count-bar span { display: inline-block; min-width: 2ch; margin-inline-end: var(--space-2); }
.arrivals { display: inline-block; width: calc(100% - 4ch); height: 0.75rem; vertical-align: middle; }
.arrivals rect { fill: var(--color-primary); }
.csv { margin: var(--space-5) 0 0; }
.csv .button { width: auto; }

.bottom { padding: var(--space-4); text-align: center; }
.bottom a { display: inline-flex; align-items: center; min-height: var(--tap); padding-inline: var(--space-3); }

.not-staff { padding: var(--space-5) var(--space-4); }
.not-staff h1 { font-size: var(--text-xl); margin-bottom: var(--space-4); }
.not-staff p { margin-bottom: var(--space-4); }
.not-staff .button { width: auto; }
${VISIT_STYLE}
${THREAD_STYLE}`;

const named = (text: string) => Array.from(text.matchAll(/var\((--[\w-]+)/g), ([, name = '']) => name);

/**
 * The tokens of the site's file (`--name: value;` in its :root, its comments aside) that `rules` name, with those
 * their values name, in the file's order; the inbox's own beside them.
 */
export function tokensNamed(siteTokens: string, rules: string): [string, string][] {
  const declared = new Map(Array.from(siteTokens.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g), ([, name = '', value = '']) => [name, value.trim()]));
  const used = new Set<string>();
  const queue = named(rules);
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    const value = declared.get(name);
    if (used.has(name) || value === undefined || name in OWN_TOKENS) continue;
    used.add(name);
    queue.push(...named(value));
  }
  return [...[...declared].filter(([name]) => used.has(name)), ...Object.entries(OWN_TOKENS)];
}

/** The stylesheet, the site's tokens given as the text of lib/design-tokens.css. */
export function inboxStyle(siteTokens: string): string {
  const tokens = tokensNamed(siteTokens, RULES).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${tokens.join('\n')}\n}\n\n${RULES}`;
}
