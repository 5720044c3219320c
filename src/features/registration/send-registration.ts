import ky from 'ky';
import { capitalizeWords } from '@/lib/capitalize-words';
import { siteConfig } from '@/lib/site-config';
import { normalizePhone } from './phone';
import type { RegistrationValues } from './registration-schema';
import { trimInvisible } from './trim-invisible';

/** How long the e-mail service may take before the send counts as failed. */
export const sendTimeoutMs = 30_000;

/**
 * Posts a registration to the e-mail service's send-form endpoint (EmailJS) as multipart form data.
 * Not the /api/v1 client: another host, no credentials, no XSRF header, a short timeout.
 * Resolves when the service answers 2xx; rejects on anything else (network, timeout, any status).
 */
export async function sendRegistration({ parentName, phone, subject }: RegistrationValues): Promise<void> {
  const { url, libVersion, serviceId, templateId, publicKey } = siteConfig.emailService;
  const body = new FormData();
  body.append('lib_version', libVersion);
  body.append('service_id', serviceId);
  body.append('template_id', templateId);
  body.append('user_id', publicKey);
  body.append('parentName', trimInvisible(parentName));
  body.append('phone', normalizePhone(phone));
  body.append('subject', capitalizeWords(subject.trim()));
  await ky.post(url, { body, timeout: sendTimeoutMs, retry: 0 });
}
