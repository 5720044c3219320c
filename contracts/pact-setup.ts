import { resolve } from 'node:path';

/** Names and place of the pact this project publishes for the backend team. */
export const consumerName = 'mat-troi-nho-website';
export const providerName = 'mat-troi-nho-news-api';
export const pactDir = resolve(import.meta.dirname, 'pacts');
export const pactFile = resolve(pactDir, `${consumerName}-${providerName}.json`);

/** Example ids used in the interactions; provider states make them exist (or not). */
export const exampleIds = {
  article: '6542f0c1a9b3c2d4e5f60718',
  missingArticle: '000000000000000000000000',
  category: '6542f0c1a9b3c2d4e5f60001',
  /** The other articles of `category` in the related-articles state. */
  related: ['6542f0c1a9b3c2d4e5f60721', '6542f0c1a9b3c2d4e5f60722', '6542f0c1a9b3c2d4e5f60723'],
} as const;
