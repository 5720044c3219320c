/**
 * How a person with a portrait is drawn, declared beside their name: the portrait's entry in
 * scripts/illustrations/manifest.mjs says the same (checked in portraits.test.ts).
 */
export type Gender = 'female' | 'male';
