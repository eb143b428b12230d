/*
 * The inbox's stylesheet for a family's WhatsApp thread (issue 82), appended to style.ts's, held to its rules
 * (tests/gateway/inbox-style.test.ts: the tokens alone, 7:1, no text under 16 px, 44 px targets): the family's messages
 * on the left, the centre's on the right with their ticks, what is unread marked, the files at a small size, the reply box.
 */
export const THREAD_STYLE = `
/* A card's thread: its messages, oldest first, and the reply box. */
.thread { display: grid; gap: var(--space-2); margin-top: var(--space-3); padding: var(--space-3); border: 2px solid var(--color-border-strong); border-radius: var(--radius-sm); background: var(--color-surface); }
.thread-heading { margin: 0; font-size: var(--text-lg); color: var(--color-ink); line-height: var(--leading-tight); }
.thread-count { font-weight: 400; color: var(--color-muted); }
.thread-new { padding: 0 var(--space-2); border-radius: var(--radius-sm); background: var(--color-success-soft); color: var(--color-success); }
.thread-stopped { padding: var(--space-2) var(--space-3); border-radius: var(--radius-sm); background: var(--color-danger-soft); color: var(--color-danger); font-weight: 700; }
.thread-messages { display: grid; gap: var(--space-2); margin: 0; padding: 0; list-style: none; }
.thread-messages .message { max-width: 90%; padding: var(--space-2) var(--space-3); border: 1px solid var(--color-border); border-radius: var(--radius-sm); color: var(--color-ink); }
.thread-messages .message-out { justify-self: end; border-color: var(--color-blue); }
.thread-messages .unread { border-width: 2px; border-color: var(--color-success); }
.message-meta { margin: 0; color: var(--color-muted); }
.message-meta .who { font-weight: 700; color: var(--color-ink); }
.ticks-read { color: var(--color-blue); font-weight: 700; }
.ticks-failed, .ticks-refused, .message-error { color: var(--color-danger); font-weight: 700; }
.said { margin: 0; white-space: pre-wrap; overflow-wrap: anywhere; }
.said .label, .message .label { font-weight: 700; }
.file { margin: var(--space-1) 0 0; }
.file-image img { display: block; width: 160px; height: auto; max-width: 100%; border-radius: var(--radius-sm); }
.file-audio, .file-video { display: block; width: 100%; max-width: 18rem; min-height: var(--tap); }
.file-problem, .file-waiting { color: var(--color-danger); }
.reply-form { display: grid; gap: var(--space-2); }
.reply-form textarea { min-height: calc(var(--tap) * 2); padding: var(--space-2); font: inherit; color: var(--color-ink); background: var(--color-surface); border: 2px solid var(--color-border-strong); border-radius: var(--radius-sm); }
.reply-window, .reply-hint { margin: 0; color: var(--color-muted); }
`;
