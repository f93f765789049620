/**
 * What only placing an order needs: the order payload builder and conversion tracking. It is a chunk of its
 * own (see load-submission-code.ts), so the first render of the form never waits for it.
 */
export { parseCookies } from './affiliate';
export { billingAddressOf, buildSignupData } from './build-signup-data';
export { browserTrackingTarget, trackOrder } from '../tracking/track-order';
export { trackedOrder } from '../tracking/tracked-order';
