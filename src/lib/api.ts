import { createApiClient } from './api-client';
import { env } from './env';

/** The site's client for the configured backend (`VITE_API_BASE_URL`, '' = same origin). */
export const apiClient = createApiClient(env.VITE_API_BASE_URL);
