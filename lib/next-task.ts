/**
 * Resolves in a new task: what runs before and what runs after are two tasks, and the page can
 * paint and answer a tap between them (a slow phone's long tasks are what make a page feel stuck).
 * scheduler.yield() where the browser has it, which keeps the work's place in line; a zero timeout
 * elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
