/**
 * What only Submit needs: the order payload builder, the requests of the forms that are not orders, and
 * conversion tracking. It is a chunk of its own (see load-submission-code.ts), so the first render of the form
 * never waits for it.
 */
export { parseCookies } from './affiliate';
export { billingAddressOf, buildSignupData } from './build-signup-data';
export { browserTrackingTarget, trackOrder } from '../tracking/track-order';
export { trackedOrder } from '../tracking/tracked-order';
export { paidOrderData } from '../submission/paid-order';
export { refusalMinimum } from '../pricing/nyop';
export { formRequestOf, loadRequestBuilder } from '../submission/form-request';
export { Sender } from '../submission/sender';
