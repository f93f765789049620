import { NETWORK_MESSAGES } from '../errors/network';
import type { FormDataStore } from '../store/FormDataStore';
import type { FormRequestName } from './form-type-descriptor';

/** What a form's data builder may read besides the form data. */
export interface SubmissionContext {
	/** The site's login page (where login and password reset point the account system). */
	loginUrl: string;
	websiteId: string;
}

/** What a form that is not an order sends: the JSON of its request field, and the files, if it takes any. */
export interface FormRequest {
	data: object;
	files?: Record< string, Blob >;
}

/** Builds a form's request from its form data (and, for a form that takes files, the files attached to it). */
export type FormRequestBuilder = (
	formData: FormDataStore,
	context: SubmissionContext
) => FormRequest;

/** A builder that reads the form data only. */
const fromValues =
	( data: ( values: object, context: SubmissionContext ) => object ) =>
	( formData: FormDataStore, context: SubmissionContext ): FormRequest => ( {
		data: data( formData.values, context ),
	} );

/**
 * How each form that is not an order builds its request from the form data, by builder; a form type's descriptor
 * (src/form-types/) names its builder. Each kind of request is a chunk of its own, fetched with the code that sends
 * the form (loadRequestBuilder): a login or a message downloads the few lines of its own request, not the company
 * facts, addresses and files that accounts and applications send. Paid orders build theirs from the cart (paid-order.ts).
 */
const BUILDERS = {
	loginData: () =>
		import(
			/* webpackChunkName: "order-form/request-login" */ './login-data'
		).then( ( { loginData } ) => fromValues( loginData ) ),
	resetPasswordData: () =>
		import(
			/* webpackChunkName: "order-form/request-login" */ './login-data'
		).then( ( { resetPasswordData } ) => fromValues( resetPasswordData ) ),
	freeAccountData: () =>
		import(
			/* webpackChunkName: "order-form/request-accounts" */ './account-data'
		).then( ( { freeAccountData } ) => fromValues( freeAccountData ) ),
	affiliateSignupData: () =>
		import(
			/* webpackChunkName: "order-form/request-accounts" */ './account-data'
		).then( ( { affiliateSignupData } ) =>
			fromValues( affiliateSignupData )
		),
	contactData: () =>
		import(
			/* webpackChunkName: "order-form/request-messages" */ './message-data'
		).then( ( { contactData } ) => fromValues( contactData ) ),
	clientProfileData: () =>
		import(
			/* webpackChunkName: "order-form/request-messages" */ './message-data'
		).then( ( { clientProfileData } ) => fromValues( clientProfileData ) ),
	applicationData: () =>
		import(
			/* webpackChunkName: "order-form/request-application" */ './application-data'
		).then( ( { applicationRequest } ) => applicationRequest ),
} satisfies Record< FormRequestName, () => Promise< FormRequestBuilder > >;

/** The builders fetched so far, by name. */
const loaded = new Map< FormRequestName, FormRequestBuilder >();

/**
 * Fetches a form's request builder, once; nothing to fetch for a form without one. The code that sends the form
 * waits for it, so that building the request at Submit never waits for the network. A chunk that does not arrive
 * fails like any request that does not reach the server (the visitor sees the network error, and the next Submit
 * asks again).
 * @param request The builder its descriptor names, if any.
 */
export async function loadRequestBuilder(
	request: FormRequestName | undefined
): Promise< void > {
	if ( request && ! loaded.has( request ) ) {
		const builder = await BUILDERS[ request ]().catch( () => {
			throw new Error( NETWORK_MESSAGES.network );
		} );
		loaded.set( request, builder );
	}
}

/**
 * The JSON and the files (none for most forms) that a form that is not an order sends. A form type without a
 * builder sends an empty object.
 * @param request  The builder its descriptor names, if any; loadRequestBuilder() has fetched it.
 * @param formData The form data.
 * @param context  What the builder may read besides the form data.
 */
export function formRequestOf(
	request: FormRequestName | undefined,
	formData: FormDataStore,
	context: SubmissionContext
): FormRequest {
	if ( ! request ) {
		return { data: {} };
	}
	const builder = loaded.get( request );
	if ( ! builder ) {
		throw new Error(
			`The request builder "${ request }" is not loaded: loadRequestBuilder() comes with the code that sends the form.`
		);
	}
	return builder( formData, context );
}
