import { useEffect, useRef, useState } from '@wordpress/element';
import { reaction } from 'mobx';

import {
	lookupPostalAddress,
	validateAddress,
	type VerifiedAddress,
} from '../api/lookups';
import type { AddressPath } from '../form-data/typed-paths';
import { stateListsOf } from '../state-lists/state-lists';
import { useStore } from '../store/store-context';
import type { FieldRule } from '../validation/validate';
import {
	backendCheckApplies,
	postalLookupInput,
	sameAsVerified,
	verifiedZip,
} from './postal-check';

/** Typing pauses this long before the address is looked up, so a lookup is not sent per keystroke. */
export const ADDRESS_CHECK_DELAY_MS = 600;

export interface AddressChecks {
	/** The postal service's differing address, while the verify prompt asks about it. */
	suggestion: VerifiedAddress | null;
	acceptSuggestion: () => void;
	dismissSuggestion: () => void;
}

const keyOf = ( input: object | null ) =>
	input ? JSON.stringify( input ) : '';

/**
 * The checks of an address once it is complete and changed: the postal lookup, whose differing answer the verify
 * prompt offers (a lookup failure hides it), and, for `backendCheck` addresses, the server's Wyoming check, kept
 * at `{prefix}.backendValidationStatus` for the street line's rule. An address the visitor kept (Cancel) or took
 * from the prompt is not asked about again.
 * @param prefix              Form-data path of the address.
 * @param streetField         The street line's field, re-validated when the server's verdict arrives.
 * @param checks              Which checks this address gets.
 * @param checks.verify       The postal lookup and its verify prompt.
 * @param checks.backendCheck The server's Wyoming check (the contact address).
 */
export function useAddressChecks(
	prefix: AddressPath,
	streetField: FieldRule,
	{ verify, backendCheck }: { verify: boolean; backendCheck: boolean }
): AddressChecks {
	const store = useStore();
	const [ suggestion, setSuggestion ] = useState< VerifiedAddress | null >(
		null
	);
	const settled = useRef( new Set< string >() );
	// The fields are rebuilt on every render; the check keeps reading the latest without starting over.
	const street = useRef( streetField );
	street.current = streetField;

	useEffect( () => {
		const { config, formData, validation } = store;
		const postal = verify && config.features?.postalLookup === true;
		const backend =
			backendCheck && config.features?.backendAddressCheck === true;
		const checkedStates = stateListsOf( config ).addressCheck;
		let timer: ReturnType< typeof setTimeout > | undefined;
		let latest = 0;
		const dispose = reaction(
			() => postalLookupInput( formData.get( prefix ) ),
			( input ) => {
				clearTimeout( timer );
				const call = ++latest;
				setSuggestion( null );
				if ( backendCheckApplies( input, backend, checkedStates ) ) {
					formData.set( `${ prefix }.backendValidationStatus`, {
						complete: false,
						valid: false,
						message: '',
					} );
				} else if (
					formData.get( `${ prefix }.backendValidationStatus` )
				) {
					formData.set(
						`${ prefix }.backendValidationStatus`,
						undefined
					);
				}
				if ( ! input ) {
					return;
				}
				timer = setTimeout( () => {
					if (
						backendCheckApplies( input, backend, checkedStates )
					) {
						validateAddress( config, input )
							.then( ( verdict ) => {
								if ( call === latest ) {
									formData.set(
										`${ prefix }.backendValidationStatus`,
										{
											complete: true,
											valid: verdict.valid,
											message: verdict.message,
										}
									);
									validation.fieldChange( street.current );
								}
							} )
							.catch( () => {
								// A check that could not run leaves the address as typed; the order's own
								// checks still apply.
								if ( call === latest ) {
									formData.set(
										`${ prefix }.backendValidationStatus`,
										undefined
									);
								}
							} );
					}
					if ( ! postal || settled.current.has( keyOf( input ) ) ) {
						return;
					}
					lookupPostalAddress( config, input )
						.then( ( verified ) => {
							if ( call !== latest ) {
								return;
							}
							settled.current.add( keyOf( input ) );
							if ( ! sameAsVerified( input, verified ) ) {
								setSuggestion( verified );
							}
						} )
						.catch( () => {
							// "A lookup failure hides the verify area."
							if ( call === latest ) {
								setSuggestion( null );
							}
						} );
				}, ADDRESS_CHECK_DELAY_MS );
			},
			{ equals: ( a, b ) => keyOf( a ) === keyOf( b ) }
		);
		return () => {
			clearTimeout( timer );
			dispose();
		};
	}, [ store, prefix, verify, backendCheck ] );

	return {
		suggestion,
		acceptSuggestion: () => {
			if ( ! suggestion ) {
				return;
			}
			const { formData } = store;
			const taken = {
				line1: suggestion.line1,
				city: suggestion.city,
				state: suggestion.state,
				zip: verifiedZip( suggestion ),
				country: 'US',
			};
			settled.current.add( keyOf( postalLookupInput( taken ) ) );
			for ( const key of [
				'line1',
				'city',
				'state',
				'zip',
				'country',
			] as const ) {
				formData.set( `${ prefix }.${ key }`, taken[ key ] );
			}
			setSuggestion( null );
		},
		dismissSuggestion: () => setSuggestion( null ),
	};
}
