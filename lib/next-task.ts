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

/**
 * Runs `task` once the browser has painted what the current event changed: after the next frame, in a
 * task of its own. What a tap only prepares (a chunk to fetch, a formatter to make) then never holds
 * back the frame that shows the tap was taken; a slow phone paints first and prepares after.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
