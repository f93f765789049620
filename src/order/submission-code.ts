/**
 * What Submit needs in a form that sells something: the order's payload, its card, its tracking (the sender that
 * places an order), and the requests of the forms that are not orders. It is a chunk of its own (see
 * load-submission-code.ts), so the first render of the form never waits for it.
 */
export { formRequestOf, loadRequestBuilder } from '../submission/form-request';
export { OrderSender as Sender } from '../submission/order-sender';
