import {
	attributeGroupParser,
	attributesParser,
	choice,
	flag,
	number,
	text,
	textList,
	type AttributeReader,
	type ParsedAttributes,
} from '../../src/modules/attributes';
import block from './block.json';

/**
 * Only the name and the attributes, read off the import: webpack then leaves the rest of block.json (title,
 * description, keywords, supports...) out of the view script every page downloads.
 */
const metadata = { name: block.name, attributes: block.attributes };

/** When a field is checked and its error shown (src/store/ValidationStore.ts); block.json's enum lists them. */
export type ValidationMode = 'aggressive' | 'lazy' | 'eager' | 'passive';
/** How a module's help text opens behind its "?" button; block.json's enum lists them. */
export type TooltipMode = 'popover' | 'modal';

/**
 * The form type's choices and default are its descriptors' (src/form-types/), which the build writes into the
 * built block.json that WordPress registers, so the page always names one; the source block.json has no default.
 */
const formType: AttributeReader< string > = ( value ) =>
	typeof value === 'string' ? value : '';

/** What the page prints as the form's layout (`form` in the page configuration, with its steps). */
const layoutReaders = {
	formType,
	/** Off: every step shows on a single page. */
	stepMode: flag,
	/** Empty: "Submit Order" ("Submit" on forms that are not orders). */
	submitButtonText: text,
	termsText: text,
	termsUrl: text,
	phoneText: text,
	/** Empty: no phone help line. */
	phoneNumber: text,
};

/** What the page prints as the form engine's settings (`engine` in the page configuration). */
const engineReaders = {
	/** Keep what the visitor typed in browser storage across reloads. */
	persistFormData: flag,
	validationMode: choice as AttributeReader< ValidationMode >,
	shakeOnError: flag,
	/** The order summary in view on every step: beside the steps on wide screens, a "Total" bar on a phone. */
	runningTotal: flag,
	/**
	 * "Check your answers" before the order is placed. Off for forms saved before it existed, so their visitors
	 * see no change; a form inserted now starts with it on (the order form's default variation).
	 */
	checkAnswers: flag,
	tooltipMode: choice as AttributeReader< TooltipMode >,
	/** 0 keeps the error toast until closed. */
	errorToastTimeout: number,
	spinnerMessage: text,
	redirectEnabled: flag,
	/** Empty: every entity type. One entry: chosen automatically. */
	allowedEntityTypes: textList,
	preselectedState: text,
	preselectedEntityType: choice,
	preselectedMfvoProduct: text,
	preselectedPhoneAreaCode: text,
	/** Where the "Contact us" link after an error that asks the visitor to contact us leads. */
	contactUrl: text,
	contactThankYouUrl: text,
	affiliateThankYouUrl: text,
	jobThankYouUrl: text,
	jobPriorityThankYouUrl: text,
	loginUrl: text,
	/** When set, contact, custom contact and client profile forms go here instead of the contact thank-you page. */
	contactRedirectLink: text,
};

/**
 * Every attribute of the order form, read from its block.json's names, types, enums and defaults: an attribute
 * there without a reader here, or a reader of one it does not declare, is a compile error. The server checks
 * each value again before printing it (includes/Order_Form_Attributes.php).
 */
export const orderFormAttributes = attributesParser( metadata, {
	...layoutReaders,
	...engineReaders,
} );

export type OrderFormAttributes = ReturnType< typeof orderFormAttributes >;

/** The form's layout attributes, block.json's defaults for anything missing. */
export const formLayoutAttributes = attributeGroupParser(
	metadata,
	layoutReaders
);

export type FormLayoutAttributes = ParsedAttributes< typeof layoutReaders >;

/** The form engine's settings, block.json's defaults for anything missing or of another type. */
export const engineSettingsOf = attributeGroupParser( metadata, engineReaders );

export type EngineSettings = ParsedAttributes< typeof engineReaders >;
