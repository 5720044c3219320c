/** Types for render-server-checks.mjs, so its tests can import it. */
export declare const apiBaseUrlExample: string;
export declare function readBuild(dist: string): { demo: boolean; problem?: undefined } | { problem: string };
export declare function checkApiBaseUrl(
  value: string | undefined,
  options: { demo: boolean },
): { origin: string | undefined; problem?: undefined } | { problem: string; origin?: undefined };
export declare function probeApi(origin: string, timeoutMs?: number): Promise<string>;
