/**
 * A `localStorage` that keeps nothing, as a phone's does when it is full: every write throws the
 * browser's QuotaExceededError. Stub it with `vi.stubGlobal('localStorage', fullStorage)`.
 */
export const fullStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = {
  getItem: () => null,
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  },
  removeItem: () => {},
};
