/** Types for ports.mjs, so the fake backend (mocks/server.ts) and the tests can import it. */
export declare function parsePort(value: string, flag: string): { port: number; problem?: undefined } | { port?: undefined; problem: string };
export declare function isPortFree(port: number, host?: string): Promise<boolean>;
interface Listener {
  port: number;
  /** Whose port it is: 'the render server'. */
  what: string;
  /** The flag that changes it, and the variable that does too, if any. */
  flag: string;
  variable?: string;
}
export declare function portTakenLine(taken: Listener): string;
export declare function requireFreePorts(ports: (Listener & { host?: string })[]): Promise<void>;
