/**
 * The one name of the registrations this phone has not sent yet: their storage key, the tabs' lock and channel, the page's
 * event saying they changed. In every page's code (SendUnsentRegistrations.tsx): a page checks for them without loading
 * the code that sends them.
 */
export const unsentRegistrationsKey = 'mat-troi-nho.dang-ky';
/** Their key until issue 33: read, and emptied, until nothing there can matter (docs/decisions.md#registration). */
export const oldUnsentRegistrationsKey = 'mat-troi-nho.dang-ky-chua-gui';
