import { readLevelCheck } from '@/content/level-check/level-check-progress';

/**
 * Where the visit came from, noted by the page's inline script on the visit's first page, before
 * any link is followed (src/lib/inline-script.js): its address and the referring page. Kept for the
 * visit only (session storage), and with a registration once the parent sends one.
 */
export const visitSourceKey = 'mat-troi-nho.nguon';

/**
 * What a registration says of the page it was sent from, of where the parent's visit came from, and of the child when
 * the parent said it in this visit's level check: the age, and the result once the check is done.
 */
export interface RegistrationSource {
  page: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  /** The referring site's host; none when the visit began on this site or the browser withheld it. */
  referrer?: string;
  childAge?: number;
  /** The level check's level, e.g. 'A1 Movers', and its score, e.g. '12/16'. */
  level?: string;
  levelScore?: string;
}

const field = (value: string | null | undefined) => value?.trim().slice(0, 100) || undefined;
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

/** The source of a registration sent now, from this page. */
export function registrationSource(): RegistrationSource {
  const page = location.pathname;
  const visit = noted();
  const landing = addressOf(visit?.landing)?.searchParams;
  const referrer = addressOf(visit?.referrer)?.host;
  const { age, result } = readLevelCheck();
  return {
    page,
    utmSource: field(landing?.get('utm_source')),
    utmMedium: field(landing?.get('utm_medium')),
    utmCampaign: field(landing?.get('utm_campaign')),
    referrer: referrer && referrer !== location.host ? referrer : undefined,
    childAge: age ?? undefined,
    level: result?.name,
    levelScore: result && `${result.score}/${result.total}`,
  };
}
