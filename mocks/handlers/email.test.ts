import { describe, expect, it } from 'vitest';
import { setScenario } from '../scenario';
import { maxSentEmails, sentEmails } from './email';
import { expectConsoleErrors, failedRequestLogs } from '../../tests/setup/console-guard';

const endpoint = 'https://api.emailjs.com/api/v1.0/email/send-form';

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return body;
}

const complete = {
  lib_version: '4.4.1',
  service_id: 'service_x',
  template_id: 'template_x',
  user_id: 'public_key',
  parentName: 'Nguyễn Thị Lan',
  phone: '0912345678',
  subject: 'Tiếng Anh Tiểu Học',
};

describe('fake e-mail service', () => {
  it("answers 200 'OK' and records the form, sending nothing anywhere", async () => {
    const response = await fetch(endpoint, { method: 'POST', body: form(complete) });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('OK');
    expect(sentEmails).toEqual([complete]);
  });

  it('answers 400 when a required field is missing, like the real service', async () => {
    expectConsoleErrors(failedRequestLogs);
    const { phone: _phone, ...withoutPhone } = complete;
    const response = await fetch(endpoint, { method: 'POST', body: form(withoutPhone) });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('The phone parameter is required');
    expect(sentEmails).toEqual([]);
  });

  it(`keeps only the latest ${maxSentEmails} forms, dropping the oldest`, async () => {
    for (let index = 0; index <= maxSentEmails; index += 1) {
      const response = await fetch(endpoint, { method: 'POST', body: form({ ...complete, parentName: `Phụ huynh ${index}` }) });
      expect(response.status).toBe(200);
    }
    expect(sentEmails).toHaveLength(maxSentEmails);
    expect(sentEmails[0]!.parentName).toBe('Phụ huynh 1');
    expect(sentEmails.at(-1)!.parentName).toBe(`Phụ huynh ${maxSentEmails}`);
  });

  it.each([
    ['email-error', 400],
    ['email-rate-limit', 429],
    ['error', 500],
  ] as const)('answers %s with %i', async (scenario, status) => {
    expectConsoleErrors(failedRequestLogs);
    setScenario(scenario);
    const response = await fetch(endpoint, { method: 'POST', body: form(complete) });
    expect(response.status).toBe(status);
    expect(sentEmails).toEqual([]);
  });
});
