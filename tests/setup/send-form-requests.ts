import { http } from 'msw';
import type { UnsentRegistration } from '@/features/registration/unsent-registrations-storage';
import { server } from '@mocks/node';

/** The e-mail service's endpoint a registration is posted to. */
export const sendFormEndpoint = '*/api/v1.0/email/send-form';

/** Where the phone keeps the unsent registrations. */
export const unsentStorageKey = 'mat-troi-nho.dang-ky';
/** The unsent registrations the phone keeps, as stored. */
export const storedRegistrations = () => JSON.parse(localStorage.getItem(unsentStorageKey) ?? '[]') as UnsentRegistration[];

/** Records every request to the e-mail endpoint, then lets the real fake service answer it. */
export function recordRequests() {
  const requests: Request[] = [];
  server.use(
    http.post(sendFormEndpoint, ({ request }) => {
      requests.push(request.clone());
      // Returning nothing hands the request on to the fake e-mail service (mocks/handlers/email.ts).
    }),
  );
  return requests;
}

/** Like recordRequests, but every request waits until `release()` is called. */
export function holdRequests() {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requests: Request[] = [];
  server.use(
    http.post(sendFormEndpoint, async ({ request }) => {
      requests.push(request.clone());
      await gate;
    }),
  );
  return { requests, release };
}
