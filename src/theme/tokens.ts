/** Stacking levels and timing shared by every layer of the UI (docs/product.md#constants). */
export const zIndex = {
  appBar: 1100,
  drawer: 1200,
  modal: 1300,
  notification: 1400,
  tooltip: 1500,
} as const;

/** Standard transition, in milliseconds. */
export const transitionMs = 300;
