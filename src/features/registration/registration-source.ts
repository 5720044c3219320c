import { readLevelCheck } from '@/components/level-check-progress';
import { cleanText, registrationLimits as limits, registrationSourceSchema, type RegistrationSource } from './registration-schema';

/**
 * Where the visit came from, noted by the page's inline script on the visit's first page, before
 * any link is followed (src/components/inline-script.js): its address and the referring page. Kept for the
 * visit only (session storage), and with a registration once the parent sends one.
 */
export const visitSourceKey = 'mat-troi-nho.nguon';

const addressOf = (text: unknown) => {
  try {
    return typeof text === 'string' ? new URL(text) : undefined;
  } catch {
    return undefined;
  }
};

/** What the inline script noted; null when nothing (storage blocked, or not ours). */
function noted(): { landing?: unknown; referrer?: unknown } | null {
  try {
    return JSON.parse(sessionStorage.getItem(visitSourceKey) ?? 'null') as { landing?: unknown; referrer?: unknown } | null;
  } catch {
    return null;
  }
}

/**
 * The source of a registration sent now, from this page: what the page, the visit and the level check say, cleaned and
 * cut to its limits (registration-schema.ts). A field that still does not fit (a host too long to be one, a score no
 * check gives) is left out: the context never makes a registration invalid.
 */
export function registrationSource(): RegistrationSource {
  const visit = noted();
  const landing = addressOf(visit?.landing)?.searchParams;
  const utm = (name: string) => cleanText(landing?.get(`utm_${name}`), limits.utm);
  const referrer = cleanText(addressOf(visit?.referrer)?.host);
  const { age, result } = readLevelCheck();
  return registrationSourceSchema.parse({
    page: cleanText(location.pathname, limits.page),
    utmSource: utm('source'),
    utmMedium: utm('medium'),
    utmCampaign: utm('campaign'),
    referrer: referrer === location.host ? undefined : referrer,
    childAge: age ?? undefined,
    level: cleanText(result?.name, limits.level),
    levelScore: result && `${result.score}/${result.total}`,
  });
}
