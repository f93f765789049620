import {
	answeredLoginUrl,
	contactThankYou,
	type ThankYouRule,
} from '../engine/thank-you';
import {
	messagePipeline,
	PAID_ORDER,
	type SubmissionPipeline,
} from './form-pipelines';

/**
 * What a form does for its visitor: places an order (a price, a card, "Submit Order"), or opens or uses an
 * account, sends a message, sends a job application. Only an order carries the product catalog.
 */
export type FormKind = 'order' | 'account' | 'message' | 'application';

/**
 * Everything the plugin knows about one form type, in one file of src/form-types/ named by its slug: the
 * editor's name for it, what it sends and where, where the visitor goes afterwards, and what a blank form of
 * that type starts with. The build hands PHP its slug, kind and captcha (build/order-form/form-types.json) and
 * the order form's block.json its list of form types; nothing else in the plugin names a form type.
 */
/**
 * The request builders of the forms that are not orders (src/submission/form-request.ts has one for each name),
 * named by the request field their JSON goes under.
 */
export type FormRequestName =
	| 'loginData'
	| 'resetPasswordData'
	| 'freeAccountData'
	| 'affiliateSignupData'
	| 'contactData'
	| 'clientProfileData'
	| 'applicationData';

export interface FormTypeDescriptor {
	/** The `formType` attribute's value, and the file's name. */
	slug: string;
	/** The editor's name of the form type, translated when asked. */
	label: () => string;
	kind: FormKind;
	/** How the form leaves the page: action, request field, card, captcha, order key, refusal. */
	pipeline: SubmissionPipeline;
	/**
	 * Which builder of src/submission/form-request.ts makes the request of a form that is not an order. It is
	 * named rather than imported: each builder is a chunk of its own, fetched with the code that sends the form,
	 * which the first render never waits for. An order builds its request from the cart instead.
	 */
	request?: FormRequestName;
	/** Where the visitor goes after a successful submission. */
	thankYou: ThankYouRule;
	/** The module blocks a blank form of this type starts with: the ones it cannot be sent without. */
	modules: readonly string[];
	/** The form type of a new Order Form: exactly one descriptor says so. */
	isDefault?: true;
	/** A formation form: the state rules narrow the entity types offered. */
	formsCompany?: true;
	/** The trade name product is not offered in the states that bar it (src/pricing/visibility.ts). */
	tradeNameRestricted?: true;
}

/** What every order form shares: the card is tokenized, the visitor lands on the account the answer names. */
export const ORDER_FORM = {
	kind: 'order',
	pipeline: PAID_ORDER,
	thankYou: answeredLoginUrl,
	modules: [ 'payment' ],
} as const satisfies Partial< FormTypeDescriptor >;

/**
 * An order form type: what every order shares (ORDER_FORM), under its own slug and label.
 * @param slug  The `formType` value, the descriptor file's name.
 * @param label The editor's name of the form type, translated when asked.
 * @param own   What this order does besides: it forms a company, its blank form's modules…
 */
export const orderFormType = (
	slug: string,
	label: () => string,
	own: Partial< FormTypeDescriptor > = {}
): FormTypeDescriptor => ( { ...ORDER_FORM, slug, label, ...own } );

/**
 * A form type that sends a message (contact, client profile) to its own admin-ajax action, under the name of its
 * request builder; the visitor then lands on the contact thank-you page.
 * @param slug    The `formType` value, the descriptor file's name.
 * @param label   The editor's name of the form type, translated when asked.
 * @param action  The admin-ajax action.
 * @param request The request's builder in form-request.ts, and the request field its JSON goes under.
 */
export const messageFormType = (
	slug: string,
	label: () => string,
	action: string,
	request: FormRequestName
): FormTypeDescriptor => ( {
	slug,
	label,
	kind: 'message',
	pipeline: messagePipeline( action, request ),
	request,
	thankYou: contactThankYou,
	modules: [],
} );

const KIND_ORDER: readonly FormKind[] = [
	'order',
	'account',
	'message',
	'application',
];

/**
 * The form types as the editor offers them: the default first, then orders, accounts, messages and
 * applications, each kind by slug.
 * @param descriptors Every form type, in any order.
 */
export function inEditorOrder(
	descriptors: readonly FormTypeDescriptor[]
): FormTypeDescriptor[] {
	const rank = ( descriptor: FormTypeDescriptor ) =>
		descriptor.isDefault ? -1 : KIND_ORDER.indexOf( descriptor.kind );
	return [ ...descriptors ].sort(
		( a, b ) => rank( a ) - rank( b ) || ( a.slug < b.slug ? -1 : 1 )
	);
}

/**
 * The order form's `formType` attribute as its block.json would hold it: the slugs of every descriptor and the
 * default one's. The build writes it into build/order-form/block.json (for PHP) and the editor registers the
 * block with it, so that the list lives only in the descriptors.
 * @param descriptors Every form type, in the editor's order (inEditorOrder).
 */
export function formTypeAttribute(
	descriptors: readonly FormTypeDescriptor[]
): {
	type: 'string';
	enum: string[];
	default: string;
} {
	const defaults = descriptors.filter(
		( descriptor ) => descriptor.isDefault
	);
	if ( defaults.length !== 1 ) {
		throw new Error(
			`Exactly one form type is the default; found ${ defaults.length }.`
		);
	}
	return {
		type: 'string',
		enum: descriptors.map( ( descriptor ) => descriptor.slug ),
		default: defaults[ 0 ].slug,
	};
}

/** What PHP reads of each form type (build/order-form/form-types.json): whether it is an order, and whether it sends a captcha. */
export function formTypesForPhp(
	descriptors: readonly FormTypeDescriptor[]
): Record< string, { kind: FormKind; captcha: boolean } > {
	return Object.fromEntries(
		descriptors.map( ( descriptor ) => [
			descriptor.slug,
			{ kind: descriptor.kind, captcha: descriptor.pipeline.captcha },
		] )
	);
}
