import { __ } from '@wordpress/i18n';

import type { SubmissionPipeline } from '../submission/form-pipelines';

/** What the page says while, and after, it finds out what became of a submission whose answer never came. */
export interface OutcomeTexts {
	/** While it asks: the submission may have gone through, and the page is finding out. */
	checking: string;
	placed: string;
	/** Known not to have gone through: the visitor may send it again, safely. */
	notPlaced: string;
	/** Still not known: the key is kept, so sending again later cannot make a second one. */
	stillUnknown: string;
}

const ORDER = (): OutcomeTexts => ( {
	checking: __(
		'We did not get an answer in time, so your order may have gone through. We are checking now. Please do not submit it again.',
		'formation-orders'
	),
	placed: __(
		'Your order went through. Taking you to it…',
		'formation-orders'
	),
	notPlaced: __(
		'Your order did not go through and you have not been charged. Please enter your card again and submit.',
		'formation-orders'
	),
	stillUnknown: __(
		'We could not find out yet whether your order went through. Please wait a minute and submit again: you will not be charged twice.',
		'formation-orders'
	),
} );

const MESSAGE = (): OutcomeTexts => ( {
	checking: __(
		'We did not get an answer in time, so your message may have been sent. We are checking now. Please do not send it again.',
		'formation-orders'
	),
	placed: __( 'Your message was sent.', 'formation-orders' ),
	notPlaced: __(
		'Your message was not sent. Please send it again.',
		'formation-orders'
	),
	stillUnknown: __(
		'We could not find out yet whether your message was sent. Please wait a minute and send it again: it will not arrive twice.',
		'formation-orders'
	),
} );

const APPLICATION = (): OutcomeTexts => ( {
	checking: __(
		'We did not get an answer in time, so your application may have been sent. We are checking now. Please do not send it again.',
		'formation-orders'
	),
	placed: __( 'Your application was sent.', 'formation-orders' ),
	notPlaced: __(
		'Your application was not sent. Please send it again.',
		'formation-orders'
	),
	stillUnknown: __(
		'We could not find out yet whether your application was sent. Please wait a minute and send it again: it will not arrive twice.',
		'formation-orders'
	),
} );

const REQUEST = (): OutcomeTexts => ( {
	checking: __(
		'We did not get an answer in time, so your request may have gone through. We are checking now. Please do not submit it again.',
		'formation-orders'
	),
	placed: __( 'Your request went through.', 'formation-orders' ),
	notPlaced: __(
		'Your request did not go through. Please submit it again.',
		'formation-orders'
	),
	stillUnknown: __(
		'We could not find out yet whether your request went through. Please wait a minute and submit again: it will not be done twice.',
		'formation-orders'
	),
} );

/**
 * The texts for a form's kind of submission: an order (a card is paid), a message, an application, or another
 * request (a free account, an affiliate signup, a password reset).
 * @param pipeline
 */
export function outcomeTexts( pipeline: SubmissionPipeline ): OutcomeTexts {
	if ( pipeline.tokenizes ) {
		return ORDER();
	}
	if ( pipeline.refusal === 'mail' ) {
		return MESSAGE();
	}
	return pipeline.refusal === 'application' ? APPLICATION() : REQUEST();
}
