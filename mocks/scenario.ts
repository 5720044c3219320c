/**
 * How the fake backend behaves right now, so loading, error and empty states can be seen and
 * tested without editing code. Browser: `?mock=<scenario>` on any page (kept for the tab's
 * session) or the scenario panel; Node: `setScenario()`; HTTP server: `MOCK_SCENARIO`.
 */
export const scenarios = {
  normal: 'Dữ liệu bình thường',
  slow: 'Mạng chậm (3 giây mỗi yêu cầu)',
  error: 'Máy chủ lỗi (500) cho mọi yêu cầu',
  empty: 'Chưa có bài viết nào',
  many: 'Nhiều tin tức (600 bài)',
  malformed: 'Dữ liệu trả về sai định dạng',
  'email-error': 'Gửi đăng ký thất bại (400)',
  'email-rate-limit': 'Gửi đăng ký quá nhiều lần (429)',
} as const;

export type Scenario = keyof typeof scenarios;

/** The browser's choice, for a demo's render server to render the next pages with (a session cookie). */
export const scenarioCookie = 'mock_scenario';

export function isScenario(value: unknown): value is Scenario {
  return typeof value === 'string' && Object.hasOwn(scenarios, value);
}

interface MockSettings {
  scenario: Scenario;
  /** Added to every answer, in ms: a random value between the two. */
  latency: [number, number];
}

const settings: MockSettings = { scenario: 'normal', latency: [150, 400] };

let scenarioOfRequest: (() => Scenario | undefined) | undefined;

/** The scenario now: the one of the page being rendered (a demo's render server), or the set one. */
export function getScenario(): Scenario {
  return scenarioOfRequest?.() ?? settings.scenario;
}

/**
 * A demo's render server renders each page with the scenario that page's visitor chose
 * (src/server/fake-backend.ts): where to read it, for the request being answered.
 */
export function readScenarioFrom(source: () => Scenario | undefined) {
  scenarioOfRequest = source;
}

export function setScenario(scenario: Scenario) {
  settings.scenario = scenario;
}

export function setLatency(min: number, max = min) {
  settings.latency = [min, max];
}

/** How long this answer waits: the slow scenario takes 3 s, others the configured latency. */
export function answerDelay(): number {
  if (getScenario() === 'slow') return 3000;
  const [min, max] = settings.latency;
  return min + Math.round(Math.random() * (max - min));
}
