import { readAt, type FieldPath } from '../form-data/typed-paths';
import { messageOf } from './messages';
import { isEmpty, RULES, type Failure } from './rules';

export type { Failure } from './rules';

export interface FieldRule {
	/** Dotted path into the form data, e.g. "contactInformation.firstName". */
	path: FieldPath;
	label: string;
	/** Rule string: names joined by "|", parameters after ":" separated by ",". */
	rules: string;
}

export type FieldErrors = Record< string, string >;

interface ParsedRule {
	source: string;
	name: string;
	params: string[];
}

/** Rule strings repeat on every keystroke: parse each once. */
const parsed = new Map< string, ParsedRule[] >();

export function parseRules( rules: string ): ParsedRule[] {
	let result = parsed.get( rules );
	if ( ! result ) {
		result = rules
			.split( '|' )
			.filter( Boolean )
			.map( ( source ) => {
				const colon = source.indexOf( ':' );
				return colon < 0
					? { source, name: source, params: [] }
					: {
							source,
							name: source.slice( 0, colon ),
							params: source.slice( colon + 1 ).split( ',' ),
						};
			} );
		parsed.set( rules, result );
	}
	return result;
}

export const isRequired = ( field: FieldRule ): boolean =>
	parseRules( field.rules ).some(
		( rule ) =>
			RULES[ rule.name ]?.implicit &&
			! ( rule.name === 'email' && rule.params[ 0 ] === 'optional' )
	);

/** Checks a value against one of validatorjs' own rules, given as written ("in:LLC,Corp"). */
export type LibraryRule = ( source: string, value: unknown ) => boolean;

let libraryRule: LibraryRule | undefined;

/**
 * Makes validatorjs' own rules available (src/validation/library-rules.ts does it when imported). Our rules
 * cover every field the modules have, so validatorjs stays off the pages whose modules do not ask for it.
 */
export function registerLibraryRules( rule: LibraryRule ): void {
	libraryRule = rule;
}

/**
 * A rule that is validatorjs' own (in, regex, size, ...); its failure shows the default message.
 */
function passesLibraryRule( rule: ParsedRule, value: unknown ): boolean {
	if ( ! libraryRule ) {
		throw new Error(
			`"${ rule.name }" is not one of our rules: a module whose fields use validatorjs' own rules imports src/validation/library-rules.`
		);
	}
	return libraryRule( rule.source, value );
}

/**
 * The one runner for one field: its rules in order, stopping at the first that fails (aggressive
 * mode, the default: the visitor sees one message per field, the first to fix). Null when the field passes.
 */
export function validateField(
	values: object,
	field: FieldRule
): Failure | null {
	const value: unknown = readAt( values, field.path );
	const context = { values, label: field.label };
	for ( const rule of parseRules( field.rules ) ) {
		const definition = RULES[ rule.name ];
		if ( ! definition ) {
			if ( ! passesLibraryRule( rule, value ) ) {
				return { rule: rule.name, message: 'default', args: [] };
			}
			continue;
		}
		if ( ! definition.implicit && isEmpty( value ) ) {
			continue;
		}
		const outcome = definition.check( value, rule.params, context );
		if ( outcome !== true ) {
			const [ message, ...args ] = outcome;
			return { rule: rule.name, message, args };
		}
	}
	return null;
}

/**
 * The text of a failure for a field, in the current locale.
 */
export const failureText = ( field: FieldRule, failure: Failure ): string =>
	messageOf( failure.message, field.label, failure.args );

/**
 * Values + rules in, the first failing message per field out. Fields that pass are absent.
 */
export function validate( values: object, fields: FieldRule[] ): FieldErrors {
	const errors: FieldErrors = {};
	for ( const field of fields ) {
		const failure = validateField( values, field );
		if ( failure ) {
			errors[ field.path ] = failureText( field, failure );
		}
	}
	return errors;
}
