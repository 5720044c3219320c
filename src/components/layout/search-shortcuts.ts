/** Keys that open the search dialog: Ctrl/⌘ + K, and '/' as on many sites. */
export const searchShortcuts = ['mod+K', '/'];
