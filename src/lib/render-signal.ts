/**
 * The signal of the request the render server is rendering (src/server.ts provides it): it aborts
 * when the visitor (nginx) goes away or the render passes its deadline, and the news API's calls
 * made for that request abort with it. Elsewhere (the browser, tests) there is none.
 */
let source: () => AbortSignal | undefined = () => undefined;

export const renderSignal = (): AbortSignal | undefined => source();

export function provideRenderSignal(current: () => AbortSignal | undefined) {
  source = current;
}
