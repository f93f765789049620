import { __, sprintf } from '@wordpress/i18n';

/**
 * The message every validation rule shows when it fails. Each message is built when shown, through the
 * translation functions, so a locale change regenerates every message on screen.
 */
const MESSAGES = {
	required: ( label: string ) =>
		sprintf(
			/* translators: %s: field label. */
			__( '%s is required', 'formation-orders' ),
			label
		),
	requiredNoLabel: () => __( 'This field is required', 'formation-orders' ),
	email: () => __( 'Please enter a valid email address', 'formation-orders' ),
	numeric: () =>
		__( 'This field must contain only numbers', 'formation-orders' ),
	phoneNumber: () =>
		__( 'Please enter a valid phone number', 'formation-orders' ),
	faxNumber: () =>
		__( 'Please enter a valid fax number', 'formation-orders' ),
	creditCard: () =>
		__( 'Please enter a valid Credit Card Number', 'formation-orders' ),
	capitalLetter: ( label: string ) =>
		sprintf(
			/* translators: %s: field label. */
			__(
				'%s must contain at least one capital letter',
				'formation-orders'
			),
			label
		),
	oneNumber: ( label: string ) =>
		sprintf(
			/* translators: %s: field label. */
			__( '%s must contain at least one number', 'formation-orders' ),
			label
		),
	specialCharacter: ( label: string ) =>
		sprintf(
			/* translators: %s: field label. */
			__(
				'%s must contain at least one special character',
				'formation-orders'
			),
			label
		),
	passwordConfirmed: () => __( 'Passwords do not match', 'formation-orders' ),
	length: ( label: string, minimum: string ) =>
		sprintf(
			/* translators: 1: field label, 2: number of characters. */
			__( '%1$s must be at least %2$s characters', 'formation-orders' ),
			label,
			minimum
		),
	maxLength: ( _label: string, maximum: string ) =>
		sprintf(
			/* translators: %s: number of characters. */
			__(
				'The field cannot contain more than %s characters',
				'formation-orders'
			),
			maximum
		),
	isBusinessFormed: () =>
		__(
			'You must have an existing business to continue.',
			'formation-orders'
		),
	url: () => __( 'Please enter a valid URL', 'formation-orders' ),
	// The business's exact text has three dots, not an ellipsis character.
	// eslint-disable-next-line @wordpress/i18n-ellipsis
	urlMarkup: () => __( 'What are you up to...?', 'formation-orders' ),
	dateFormat: () =>
		__( 'Date must be in MM/DD/YYYY format', 'formation-orders' ),
	dateInvalid: () => __( 'Invalid Date', 'formation-orders' ),
	dateMax: ( _label: string, max: string ) =>
		sprintf(
			/* translators: %s: the latest allowed date, MM/DD/YYYY. */
			__( 'Date cannot be later than %s', 'formation-orders' ),
			max
		),
	requestedPrice: () => __( 'Really?', 'formation-orders' ),
	atLeastOnePropInObject: () =>
		__( 'At least one jurisdiction must be selected', 'formation-orders' ),
	fileSize: ( _label: string, megabytes: string ) =>
		sprintf(
			/* translators: %s: size in megabytes. */
			__( 'The file size must not exceed %s MB', 'formation-orders' ),
			megabytes
		),
	fileSizeUnreadable: () =>
		__(
			"There was an error processing your file's size",
			'formation-orders'
		),
	fileExtension: ( _label: string, ...types: string[] ) =>
		sprintf(
			/* translators: %s: list of file types, e.g. "pdf or docx". */
			__(
				'We only accept the following file type(s): %s',
				'formation-orders'
			),
			listOfTypes( types )
		),
	digitsOnly: ( label: string ) =>
		sprintf(
			/* translators: %s: field label. */
			__( '%s must only contain numbers.', 'formation-orders' ),
			label
		),
	digitsExactly: ( label: string, count: string ) =>
		sprintf(
			/* translators: 1: field label, 2: number of digits. */
			__( '%1$s must contain exactly %2$s digits.', 'formation-orders' ),
			label,
			count
		),
	/** The backend address check's own text ("USPS Lookup: address not found"). */
	backendAddress: ( _label: string, message: string ) =>
		message ||
		__( 'This address could not be verified.', 'formation-orders' ),
	default: ( label: string ) =>
		sprintf(
			/* translators: %s: field label. */
			__( '%s is not valid', 'formation-orders' ),
			label
		),
} satisfies Record< string, ( label: string, ...args: string[] ) => string >;

export type MessageId = keyof typeof MESSAGES;

/**
 * "a", "a or b", "a, b, or c".
 */
function listOfTypes( types: string[] ): string {
	if ( types.length <= 2 ) {
		return types.length < 2
			? types.join( '' )
			: sprintf(
					/* translators: 1: a file type, 2: another file type. */
					__( '%1$s or %2$s', 'formation-orders' ),
					types[ 0 ],
					types[ 1 ]
				);
	}
	return sprintf(
		/* translators: 1: comma-separated file types, 2: the last file type. */
		__( '%1$s, or %2$s', 'formation-orders' ),
		types.slice( 0, -1 ).join( ', ' ),
		types[ types.length - 1 ]
	);
}

/**
 * The text of a message in the current locale. Without a label, "{field}" messages read "This field".
 */
export function messageOf(
	id: MessageId,
	label: string,
	args: string[] = []
): string {
	const build = MESSAGES[ id ] as (
		label: string,
		...rest: string[]
	) => string;
	return build( label || __( 'This field', 'formation-orders' ), ...args );
}
