/**
 * Leaves the app for a page Stripe hosts (Checkout, the billing portal): a full navigation, since
 * Stripe sends the user back to a URL of ours. Its own module so tests can stand in for it
 * (jsdom cannot navigate).
 */
export function leaveForStripe(url: string): void {
  window.location.assign(url);
}
