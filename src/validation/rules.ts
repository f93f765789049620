/**
 * Our validation rules, as data: each rule checks a value and, when it fails, names
 * the message of the catalogue to show. Pure: no React, no MobX, no library inside.
 */
import { getIn } from '../form-data/paths';
import { messageOf, type MessageId } from './messages';

export interface RuleContext {
	/** The whole form data tree, for rules that compare with another field. */
	values: object;
	label: string;
}

export interface Failure {
	/** The rule that failed, as written in the rule string. */
	rule: string;
	message: MessageId;
	/** What the message needs besides the field's label, e.g. the minimum length. */
	args: string[];
}

export interface RuleDefinition {
	/** True when the value passes; otherwise the message to show and its arguments. */
	check: (
		value: unknown,
		params: string[],
		context: RuleContext
	) => true | [ MessageId, ...string[] ];
	/** Implicit rules run on empty values too; the others leave an empty (optional) field alone. */
	implicit?: boolean;
}

export const isEmpty = ( value: unknown ): boolean =>
	value === undefined ||
	value === null ||
	( typeof value === 'string' && value.trim() === '' ) ||
	( Array.isArray( value ) && value.length === 0 );

const text = ( value: unknown ): string =>
	typeof value === 'string' || typeof value === 'number'
		? String( value )
		: '';

/**
 * Email: trimmed; an ampersand is rejected.
 */
export function isEmail( value: unknown ): boolean {
	const email = text( value ).trim();
	return (
		! email.includes( '&' ) &&
		/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/.test( email )
	);
}

/**
 * Optional plus, optional parenthesised 1-3 digit country code, then digits, spaces, dashes, dots, slashes.
 */
export function isPhoneNumber( value: unknown ): boolean {
	const phone = text( value ).trim();
	return (
		/^\+?(\(\d{1,3}\))?[\d\s\-./()]+$/.test( phone ) &&
		phone.replace( /\D/g, '' ).length >= 7
	);
}

/** The optional mask of phone fields: (111) 111-1111. */
export const PHONE_MASK = /^\(\d{3}\) \d{3}-\d{4}$/;

export function passesLuhn( digits: string ): boolean {
	let sum = 0;
	for ( let index = 0; index < digits.length; index++ ) {
		let digit = Number( digits[ digits.length - 1 - index ] );
		if ( index % 2 === 1 ) {
			digit *= 2;
			if ( digit > 9 ) {
				digit -= 9;
			}
		}
		sum += digit;
	}
	return sum % 10 === 0;
}

/**
 * Spaces, dashes and underscores stripped; at least 15 characters; Luhn check.
 */
export function isCreditCard( value: unknown ): boolean {
	const digits = text( value ).replace( /[\s\-_]/g, '' );
	return (
		digits.length >= 15 && /^\d+$/.test( digits ) && passesLuhn( digits )
	);
}

export const hasCapitalLetter = ( value: unknown ) =>
	/[A-Z]/.test( text( value ) );
export const hasNumber = ( value: unknown ) => /\d/.test( text( value ) );
export const hasSpecialCharacter = ( value: unknown ) =>
	/[^A-Za-z0-9\s]/.test( text( value ) );

/**
 * MM/DD/YYYY: the format, then a real calendar date in the years 1800-2099, then the latest allowed date.
 */
function checkDate(
	value: unknown,
	max: string | undefined
): true | [ MessageId, ...string[] ] {
	const match = text( value )
		.trim()
		.match( /^(\d{2})\/(\d{2})\/(\d{4})$/ );
	if ( ! match ) {
		return [ 'dateFormat' ];
	}
	const [ month, day, year ] = match.slice( 1 ).map( Number );
	const date = new Date( year, month - 1, day );
	if (
		! /^(18|19|20)\d\d$/.test( match[ 3 ] ) ||
		date.getMonth() !== month - 1 ||
		date.getDate() !== day
	) {
		return [ 'dateInvalid' ];
	}
	if ( max ) {
		const latest = max.match( /^(\d{2})\/(\d{2})\/(\d{4})$/ );
		if (
			latest &&
			date >
				new Date(
					Number( latest[ 3 ] ),
					Number( latest[ 1 ] ) - 1,
					Number( latest[ 2 ] )
				)
		) {
			return [ 'dateMax', max ];
		}
	}
	return true;
}

/**
 * The visitor's text without the starter text a field may come pre-filled with (business purpose).
 */
export const withoutStarterText = ( value: unknown, starter = '' ): string => {
	const typed = text( value );
	return (
		starter && typed.startsWith( starter )
			? typed.slice( starter.length )
			: typed
	).trim();
};

const fileSizeInKilobytes = ( value: unknown ): number | null => {
	const size = getIn( value, 'size' );
	return typeof size === 'number' && Number.isFinite( size ) && size >= 0
		? size / 1000
		: null;
};

const fileExtension = ( value: unknown ): string => {
	const name =
		typeof value === 'string' ? value : text( getIn( value, 'name' ) );
	const dot = name.lastIndexOf( '.' );
	return dot < 0 ? '' : name.slice( dot + 1 ).toLowerCase();
};

const requiredCheck =
	( fails: ( value: unknown ) => boolean ): RuleDefinition[ 'check' ] =>
	( value, _params, { label } ) =>
		fails( value ) ? [ label ? 'required' : 'requiredNoLabel' ] : true;

/**
 * Every custom rule by the name used in rule strings ("required|length:2"). Rules not listed here are
 * validatorjs' own (in, regex, size, ...), whose failures show the default message; a module that uses one
 * imports src/validation/library-rules.
 */
export const RULES: Record< string, RuleDefinition > = {
	required: {
		implicit: true,
		check: requiredCheck(
			( value ) =>
				isEmpty( value ) ||
				value === false ||
				( typeof value === 'object' &&
					value !== null &&
					! Array.isArray( value ) &&
					Object.keys( value ).length === 0 )
		),
	},
	requiredAllowFalse: {
		implicit: true,
		check: requiredCheck( ( value ) => isEmpty( value ) ),
	},
	requiredNotNull: {
		implicit: true,
		check: requiredCheck(
			( value ) => value === null || value === undefined
		),
	},
	email: {
		// Required by default: "email:optional" leaves an empty field alone.
		implicit: true,
		check: ( value, [ optional ] ) =>
			( optional === 'optional' && isEmpty( value ) ) || isEmail( value )
				? true
				: [ 'email' ],
	},
	numeric: {
		check: ( value ) =>
			/^-?\d+(\.\d+)?$/.test( text( value ).trim() )
				? true
				: [ 'numeric' ],
	},
	phoneNumber: {
		check: ( value, [ mask ] ) =>
			isPhoneNumber( value ) &&
			( mask !== 'mask' || PHONE_MASK.test( text( value ).trim() ) )
				? true
				: [ 'phoneNumber' ],
	},
	faxNumber: {
		check: ( value ) => ( isPhoneNumber( value ) ? true : [ 'faxNumber' ] ),
	},
	creditCard: {
		check: ( value ) => ( isCreditCard( value ) ? true : [ 'creditCard' ] ),
	},
	capitalLetter: {
		check: ( value ) =>
			hasCapitalLetter( value ) ? true : [ 'capitalLetter' ],
	},
	oneNumber: {
		check: ( value ) => ( hasNumber( value ) ? true : [ 'oneNumber' ] ),
	},
	specialCharacter: {
		check: ( value ) =>
			hasSpecialCharacter( value ) ? true : [ 'specialCharacter' ],
	},
	/** The three password requirements in one rule, each with its own message. */
	password: {
		check: ( value ) => {
			if ( ! hasCapitalLetter( value ) ) {
				return [ 'capitalLetter' ];
			}
			if ( ! hasNumber( value ) ) {
				return [ 'oneNumber' ];
			}
			return hasSpecialCharacter( value ) ? true : [ 'specialCharacter' ];
		},
	},
	/** passwordConfirmed:otherPath — "Passwords do not match" when the two texts differ. */
	passwordConfirmed: {
		implicit: true,
		check: ( value, [ otherPath ], { values } ) =>
			text( value ) === text( getIn( values, otherPath ) )
				? true
				: [ 'passwordConfirmed' ],
	},
	length: {
		check: ( value, [ minimum ] ) =>
			text( value ).length >= Number( minimum )
				? true
				: [ 'length', minimum ],
	},
	maxLength: {
		check: ( value, [ maximum ] ) =>
			text( value ).length <= Number( maximum )
				? true
				: [ 'maxLength', maximum ],
	},
	isBusinessFormed: {
		implicit: true,
		check: ( value ) =>
			value === true || value === 'yes' ? true : [ 'isBusinessFormed' ],
	},
	url: {
		check: ( value ) => {
			const typed = text( value ).trim();
			if ( /[<>]/.test( typed ) ) {
				return [ 'urlMarkup' ];
			}
			return /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?(\/[^\s]*)?$/i.test(
				typed
			)
				? true
				: [ 'url' ];
		},
	},
	/** date or date:MM/DD/YYYY (the latest allowed date). */
	date: {
		check: ( value, params ) => checkDate( value, params.join( ',' ) ),
	},
	/** A named price of 0 or less is no offer ("Really?"); the server answers a positive one too low with its minimum. */
	requestedPrice: {
		check: ( value ) =>
			text( value ).trim() !== '' && Number( value ) <= 0
				? [ 'requestedPrice' ]
				: true,
	},
	atLeastOnePropInObject: {
		implicit: true,
		check: ( value ) =>
			value !== null &&
			typeof value === 'object' &&
			Object.values( value ).some( Boolean )
				? true
				: [ 'atLeastOnePropInObject' ],
	},
	/** fileSize:kilobytes — shown in MB (kilobytes / 1000). */
	fileSize: {
		check: ( value, [ maximum ] ) => {
			const size = fileSizeInKilobytes( value );
			if ( size === null ) {
				return [ 'fileSizeUnreadable' ];
			}
			return size <= Number( maximum )
				? true
				: [ 'fileSize', String( Number( maximum ) / 1000 ) ];
		},
	},
	/** fileExtension:pdf,docx — compared without case. */
	fileExtension: {
		check: ( value, allowed ) =>
			allowed
				.map( ( extension ) => extension.toLowerCase() )
				.includes( fileExtension( value ) )
				? true
				: [ 'fileExtension', ...allowed ],
	},
	/** businessPurposeLength:minimum,starter text — the starter text does not count. */
	businessPurposeLength: {
		implicit: true,
		check: ( value, [ minimum, ...starter ], { label } ) => {
			if ( isEmpty( value ) ) {
				return [ label ? 'required' : 'requiredNoLabel' ];
			}
			return withoutStarterText( value, starter.join( ',' ) ).length >=
				Number( minimum )
				? true
				: [ 'length', minimum ];
		},
	},
	/** businessPurposeRequired:starter text — required once the starter text is removed. */
	businessPurposeRequired: {
		implicit: true,
		check: ( value, starter, { label } ) =>
			withoutStarterText( value, starter.join( ',' ) ) === ''
				? [ label ? 'required' : 'requiredNoLabel' ]
				: true,
	},
	/** digits: only numbers; digits:N: exactly N digits. */
	digits: {
		check: ( value, [ count ] ) => {
			const typed = text( value ).trim();
			if ( ! count ) {
				return /^\d+$/.test( typed ) ? true : [ 'digitsOnly' ];
			}
			return new RegExp( `^\\d{${ Number( count ) }}$` ).test( typed )
				? true
				: [ 'digitsExactly', count ];
		},
	},
	/**
	 * backendAddress:prefix — the server's check of the address under prefix; fails only once the check is
	 * complete and found the address invalid, with the server's message.
	 */
	backendAddress: {
		implicit: true,
		check: ( _value, [ prefix ], { values } ) => {
			const status = ( part: string ) =>
				getIn(
					values,
					`${ prefix }.backendValidationStatus.${ part }`
				);
			return status( 'complete' ) === true && status( 'valid' ) === false
				? [ 'backendAddress', String( status( 'message' ) ?? '' ) ]
				: true;
		},
	},
};

export { messageOf };

/** The name the first modules used for "length". */
RULES.minLength = RULES.length;
