/**
 * "Check your answers": what the visitor gave, step by step, as label and text, so that they can read it once
 * before the order is placed. Pure: no store, no DOM.
 *
 * Only what the visitor gave is listed: an empty field, an unticked box and a choice never made are left out,
 * so the review never shows a value the visitor did not give. Secrets are never shown: a password or a security
 * code is not echoed back, and a card appears only as its brand and last four digits (the payment module says so
 * through its own `answers`).
 */
import { __ } from '@wordpress/i18n';

import { countryName, UNITED_STATES } from '../countries';
import { getIn } from '../form-data/paths';
import { readAt, type FormDataPath } from '../form-data/typed-paths';
import { formatPhone } from '../form-data/phone-format';
import { jurisdictionName } from '../jurisdictions';
import type { FormDataStore } from '../store/FormDataStore';
import type { ModulesStore } from '../store/ModulesStore';
import { NEVER_STORED_KEYS } from '../store/persistence';
import type { StepsStore } from '../store/StepsStore';
import { parseRules, type FieldRule } from '../validation/validate';

/** One answered question: the field it came from (for "Change"), its label and the text shown. */
export interface Answer {
	path: FormDataPath;
	label: string;
	value: string;
}

/** The answers of one step, under the step's label. */
export interface StepAnswers {
	stepIndex: number;
	label: string;
	answers: Answer[];
}

const isRecord = ( value: unknown ): value is Record< string, unknown > =>
	typeof value === 'object' && value !== null && ! Array.isArray( value );

const ADDRESS_PARTS = [ 'line1', 'line2', 'city', 'state', 'zip', 'country' ];

/**
 * An address keeps codes ("DE", "US") where its selects showed names ("Delaware", "United States"): the review
 * shows the names the visitor chose from. A state is named only in a US address (or one without a country); a
 * region typed for another country is shown as typed.
 */
function namedPart( part: string, text: string, country: unknown ): string {
	if ( part === 'country' ) {
		return countryName( text );
	}
	if (
		part === 'state' &&
		( country === undefined || country === '' || country === UNITED_STATES )
	) {
		return jurisdictionName( text );
	}
	return text;
}

/** A choice {key, value} shows its text; an address its lines; anything else the visitor did not give is ''. */
function textOf( value: unknown ): string {
	if ( typeof value === 'string' ) {
		return value.trim();
	}
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return String( value );
	}
	if ( value === true ) {
		return __( 'Yes', 'formation-orders' );
	}
	if ( ! isRecord( value ) ) {
		return '';
	}
	if ( typeof value.value === 'string' || typeof value.key === 'string' ) {
		return textOf( value.value ) || textOf( value.key );
	}
	return ADDRESS_PARTS.map( ( part ) =>
		namedPart( part, textOf( value[ part ] ), value.country )
	)
		.filter( Boolean )
		.join( ', ' );
}

/** Whether a field holds a secret that is never shown back: its last path segment names one. */
export const isSecretPath = ( path: string ): boolean =>
	NEVER_STORED_KEYS.includes( path.split( '.' ).pop() ?? '' );

/**
 * The answer of one validated field, or null when the visitor gave none. A field kept as a choice's key
 * ("companyInformation.entityType.key") shows the choice's text.
 */
export function answerOfField(
	values: object,
	field: FieldRule
): Answer | null {
	if ( isSecretPath( field.path ) ) {
		return null;
	}
	let value: unknown = readAt( values, field.path );
	if ( field.path.endsWith( '.key' ) ) {
		const choice = getIn( values, field.path.slice( 0, -4 ) );
		value = isRecord( choice ) ? choice : value;
	}
	const segments = field.path.split( '.' );
	const part = segments.pop() ?? '';
	let text =
		typeof value === 'string'
			? namedPart(
					part,
					textOf( value ),
					getIn( values, [ ...segments, 'country' ].join( '.' ) )
				)
			: textOf( value );
	// A phone reads as the field shows it once left, (###) ###-####, however it was typed or restored.
	if (
		parseRules( field.rules ).some(
			( rule ) => rule.name === 'phoneNumber'
		)
	) {
		text = formatPhone( text );
	}
	return text ? { path: field.path, label: field.label, value: text } : null;
}

/**
 * The answers of a module without its own list: each of its fields that holds something. Several fields
 * under one label (an address's line, city and ZIP) stay separate rows, each with its own "Change".
 */
export const answersOfFields = (
	values: object,
	fields: FieldRule[]
): Answer[] =>
	fields
		.map( ( field ) => answerOfField( values, field ) )
		.filter( ( answer ): answer is Answer => answer !== null );

/** Steps without a single answer (a step of product choices, shown in the order summary) are left out. */
export const answeredSteps = ( steps: StepAnswers[] ): StepAnswers[] =>
	steps.filter( ( step ) => step.answers.length > 0 );

/** The stores the review reads. */
interface ReviewedForm {
	steps: StepsStore;
	modules: ModulesStore;
	formData: FormDataStore;
}

/**
 * What "Check your answers" lists for one module: its own list, or each of its fields that holds an answer; nothing
 * while its code is loading.
 * @param form   The form's stores.
 * @param module One module of its layout.
 */
function answersOfModule(
	form: ReviewedForm,
	module: Parameters< ModulesStore[ 'loaded' ] >[ 0 ]
): Answer[] {
	const { modules, formData } = form;
	const loaded = modules.loaded( module );
	if ( ! loaded ) {
		return [];
	}
	const { definition, attributes } = loaded;
	if ( definition.answers ) {
		return definition.answers( attributes, formData );
	}
	return answersOfFields( formData.values, modules.fieldsOf( module ) );
}

/**
 * What the review lists: every visible step's answers, steps without one left out. It lives with the review's
 * code (a chunk loaded only by forms that show "Check your answers"), not in the stores every form downloads.
 * @param form The form's stores.
 */
export const reviewAnswers = ( form: ReviewedForm ): StepAnswers[] =>
	answeredSteps(
		form.steps.steps.map( ( step, stepIndex ) => ( {
			stepIndex,
			label: step.label,
			answers: form.steps
				.visibleModules( step )
				.flatMap( ( module ) => answersOfModule( form, module ) ),
		} ) )
	);
