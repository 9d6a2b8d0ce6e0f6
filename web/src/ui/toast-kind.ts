/** The kinds of toast the site shows, each with its own icon. */
export type ToastKind = 'error' | 'success' | 'warning' | 'info';
