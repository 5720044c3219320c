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

let refusal: () => Error | undefined = () => undefined;

/**
 * Why the render server refuses the news API's calls for the page it renders, if it does: it renders
 * a page again as if the API had failed when its first render was past the page's byte limit
 * (src/server/whole-page.ts), so that the page is its error state. Elsewhere there is none.
 */
export const apiRefusal = (): Error | undefined => refusal();

export function provideApiRefusal(current: () => Error | undefined) {
  refusal = current;
}
