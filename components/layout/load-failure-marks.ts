/** What marks the load-failure notice and its reload button: load-failure.tsx writes them, app/global-error.tsx finds them. */
export const LOAD_FAILURE_ATTRIBUTE = 'data-load-failure';
export const RELOAD_ATTRIBUTE = 'data-reload';
