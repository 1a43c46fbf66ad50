/**
 * Sends the browser to the payment provider's page (a full page load: it is another site). An
 * object, so that tests can replace `go` (jsdom cannot navigate).
 */
export const paymentPage = {
  go(url: string): void {
    window.location.assign(url);
  },
};
