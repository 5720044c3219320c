import { HttpResponse, delay, http } from 'msw';
import { answerDelay, getScenario } from '../scenario';

/** What the form posted, in the order received: tests read it; no e-mail ever leaves. */
export const sentEmails: Record<string, string>[] = [];
/** A long-running fake backend must not grow without end: older forms are dropped. */
export const maxSentEmails = 100;

const required = ['lib_version', 'service_id', 'template_id', 'user_id', 'parentName', 'phone', 'subject'];

/** A form value as text; a file (the real service takes attachments) by its name. */
const fieldText = (value: FormDataEntryValue) => (typeof value === 'string' ? value : value.name);

const text = (body: string, status: number) =>
  new HttpResponse(body, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/** The e-mail service's send-form endpoint (EmailJS), answering as the real one does. */
export const emailHandlers = [
  http.post('*/api/v1.0/email/send-form', async ({ request }) => {
    await delay(answerDelay());
    const scenario = getScenario();
    if (scenario === 'error') return text('Internal Server Error', 500);
    if (scenario === 'email-error') return text('The service ID is invalid. To find this ID, visit https://dashboard.emailjs.com/admin', 400);
    if (scenario === 'email-rate-limit') return text('Too Many Requests', 429);

    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return text('The request body must be form data', 400);
    }
    const missing = required.find((field) => !fieldText(form.get(field) ?? '').trim());
    if (missing) return text(`The ${missing} parameter is required`, 400);
    sentEmails.push(Object.fromEntries([...form.entries()].map(([key, value]) => [key, fieldText(value)])));
    if (sentEmails.length > maxSentEmails) sentEmails.splice(0, sentEmails.length - maxSentEmails);
    return text('OK', 200);
  }),
];
