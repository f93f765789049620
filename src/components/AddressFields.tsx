import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useAddressChecks } from '../address/use-address-checks';
import {
	builtCountryOptions,
	chooseCountryText,
	countryName,
	countryOptions,
	loadCountryNames,
	UNITED_STATES,
} from '../countries';
import type { SelectOption } from './select-options';
import type { AddressPath } from '../form-data/typed-paths';
import { jurisdictionGroups } from '../jurisdictions';
import { addressFields } from '../modules/address-fields';
import { useStore } from '../store/store-context';
import { AddressVerifyPrompt } from './AddressVerifyPrompt';
import { useFormIds } from './field-id';
import { SelectField } from './SelectField';
import { TextField } from './TextField';
import {
	LINE_MAX_CHARS,
	PLACE_MAX_CHARS,
	ZIP_MAX_CHARS,
} from '../validation/field-rules';

/**
 * The country select's options. The full list is built once the form has first shown and the page is idle,
 * not while it is drawn: until then (a few milliseconds, before anyone can open the select) it holds only the
 * chosen country, so the form becomes usable without waiting for 250 country names.
 */
function useCountryOptions( chosen: string ): SelectOption[] {
	const [ all, setAll ] = useState( builtCountryOptions );
	useEffect( () => {
		if ( all ) {
			return undefined;
		}
		let cancel = () => {};
		// After the first frame is painted, when the page is idle; in the next task where the browser cannot say.
		const whenIdle = ( then: () => void ) => {
			if ( typeof window.requestIdleCallback === 'function' ) {
				const idle = window.requestIdleCallback( then, {
					timeout: 500,
				} );
				cancel = () => window.cancelIdleCallback( idle );
			} else {
				const timer = setTimeout( then, 0 );
				cancel = () => clearTimeout( timer );
			}
		};
		// Loading the browser's country names and drawing 250 options are two tasks, each address's options one
		// more: in one task they blocked a phone's main thread for 80 to 100 ms.
		const build = () => {
			if ( loadCountryNames() ) {
				whenIdle( build );
			} else {
				setAll( countryOptions() );
			}
		};
		whenIdle( build );
		return () => cancel();
	}, [ all ] );
	if ( all ) {
		return all;
	}
	return [
		{
			value: chosen,
			label:
				chosen === UNITED_STATES
					? __( 'United States', 'formation-orders' )
					: countryName( chosen ),
		},
	];
}

/**
 * Country, street, city, state and ZIP of an address stored under `prefix`. A US address picks its state from
 * the grouped state list; elsewhere the state is free text. `verify`: a complete US address is checked with the
 * postal service (the verify prompt). `backendCheck` adds the server's Wyoming check (the contact address).
 */
export const AddressFields = observer( function AddressFields( {
	prefix,
	autoCompleteSection,
	backendCheck = false,
	verify = false,
	labelOf = ( label ) => label,
}: {
	prefix: AddressPath;
	/** The browser's autofill section ("billing", "shipping"); none for an address that is not the visitor's own. */
	autoCompleteSection?: string;
	/** Names whose address it is in every label ("President Street Address"), where several share a screen. */
	labelOf?: ( label: string ) => string;
	backendCheck?: boolean;
	verify?: boolean;
} ): React.ReactElement {
	const { formData } = useStore();
	const ids = useFormIds();
	const [ country, line1, city, state, zip ] = addressFields( prefix, {
		backendCheck,
	} ).map( ( field ) => ( { ...field, label: labelOf( field.label ) } ) );
	const checks = useAddressChecks( prefix, line1, { backendCheck, verify } );
	const chosenCountry = formData.getString( country.path ) || UNITED_STATES;
	const inUs = chosenCountry === UNITED_STATES;
	const countries = useCountryOptions( chosenCountry );
	const section = ( part: string ) =>
		autoCompleteSection ? `${ autoCompleteSection } ${ part }` : 'off';
	return (
		<div className="fo-address">
			<SelectField
				field={ country }
				placeholder={ chooseCountryText() }
				placeholderDisabled
				fallback={ UNITED_STATES }
				options={ countries }
				autoComplete={ section( 'country' ) }
				onSelect={ ( code ) => {
					formData.set( country.path, code );
					// A US state means nothing elsewhere, and the other way round.
					formData.set( state.path, '' );
				} }
			/>
			<TextField
				field={ line1 }
				autoComplete={ section( 'address-line1' ) }
				maxLength={ LINE_MAX_CHARS }
			/>
			<TextField
				field={ city }
				autoComplete={ section( 'address-level2' ) }
				maxLength={ PLACE_MAX_CHARS }
			/>
			{ inUs ? (
				<SelectField
					field={ state }
					placeholder={ __( 'Choose a state', 'formation-orders' ) }
					groups={ jurisdictionGroups().filter(
						( group ) => group.options[ 0 ]?.value !== 'OUTSIDE_US'
					) }
					autoComplete={ section( 'address-level1' ) }
				/>
			) : (
				<TextField
					field={ {
						...state,
						label: labelOf(
							__(
								'State / Province / Region',
								'formation-orders'
							)
						),
					} }
					autoComplete={ section( 'address-level1' ) }
					maxLength={ PLACE_MAX_CHARS }
				/>
			) }
			<TextField
				field={ {
					...zip,
					label: inUs
						? zip.label
						: labelOf( __( 'Postal Code', 'formation-orders' ) ),
				} }
				autoComplete={ section( 'postal-code' ) }
				inputMode={ inUs ? 'numeric' : 'text' }
				maxLength={ ZIP_MAX_CHARS }
			/>
			{ checks.suggestion && (
				<AddressVerifyPrompt
					id={ ids.of( `${ prefix.replace( /\./g, '-' ) }-verify` ) }
					suggestion={ checks.suggestion }
					onAccept={ checks.acceptSuggestion }
					onCancel={ checks.dismissSuggestion }
				/>
			) }
		</div>
	);
} );
