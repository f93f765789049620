/**
 * What Submit needs in a form that sells nothing (login, messages, accounts, applications): its request. A chunk of
 * its own, so that such a form never downloads the order payload builder nor the cart code that builder needs.
 */
export { formRequestOf, loadRequestBuilder } from './form-request';
export { Sender } from './sender';
