import ky from 'ky';
import { capitalizeWords } from '@/lib/capitalize-words';
import { formatVietnameseDateTime } from '@/lib/format-date';
import { siteConfig } from '@/lib/site-config';
import type { KeptLead } from './kept-leads';
import { normalizePhone } from './phone';
import type { RegistrationValues } from './registration-schema';
import { trimInvisible } from './trim-invisible';

/** How long the e-mail service may take before the send counts as failed. */
export const sendTimeoutMs = 30_000;

/** What is kept and sent of what the form holds: the name trimmed, the phone's digits, the course capitalised. */
export function registrationToSend({ parentName, phone, subject }: RegistrationValues): RegistrationValues {
  return { parentName: trimInvisible(parentName), phone: normalizePhone(phone), subject: capitalizeWords(subject.trim()) };
}

/**
 * Posts a kept registration to the e-mail service's send-form endpoint (EmailJS) as multipart form
 * data, with its id (the centre recognises a repeat by it) and the time the parent sent it (it may
 * arrive later). Not the /api/v1 client: another host, no credentials, no XSRF header, a short
 * timeout. Resolves when the service answers 2xx; rejects on anything else (network, timeout, any
 * status).
 */
export async function sendRegistration({ id, keptAt, values }: KeptLead): Promise<void> {
  const { url, libVersion, serviceId, templateId, publicKey } = siteConfig.emailService;
  const body = new FormData();
  body.append('lib_version', libVersion);
  body.append('service_id', serviceId);
  body.append('template_id', templateId);
  body.append('user_id', publicKey);
  body.append('parentName', values.parentName);
  body.append('phone', values.phone);
  body.append('subject', values.subject);
  body.append('lead_id', id);
  body.append('submitted_at', formatVietnameseDateTime(keptAt));
  await ky.post(url, { body, timeout: sendTimeoutMs, retry: 0 });
}
