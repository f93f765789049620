import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { reaction } from 'mobx';
import { observer } from 'mobx-react-lite';

import { availablePhoneNumbers } from '../../src/api/lookups';
import { SelectField } from '../../src/components/SelectField';
import { TextField } from '../../src/components/TextField';
import { useFormIds } from '../../src/components/field-id';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import type { PhoneNumberSelectionAttributes } from './attributes';
import {
	AREA_CODE_PATH,
	phoneNumberFields,
	phoneServiceDisabled,
	SELECTED_NUMBER_PATH,
} from './fields';
import {
	PhoneNumberLookup,
	type PhoneLookupStatus,
} from './phone-number-lookup';
import { displayPhoneNumber } from './phone-numbers';

const MESSAGES: Partial< Record< PhoneLookupStatus, () => string > > = {
	loading: () =>
		__( 'Looking up the available phone numbers…', 'formation-orders' ),
	none: () =>
		__(
			'There are no numbers available for this area code. Please ensure the area code is correct.',
			'formation-orders'
		),
	failed: () =>
		__(
			'We were unable to fetch the available phone numbers for this area code at this time. Please try again.',
			'formation-orders'
		),
};

/**
 * Phone number selection: a valid area code looks up the numbers on offer (WordPress asks the API), the
 * visitor chooses one. Off while a voice-office product is chosen.
 */
export const PhoneNumberSelection = observer( function PhoneNumberSelection( {
	attributes,
}: ModuleProps< PhoneNumberSelectionAttributes > ): React.ReactElement {
	const { formData, config } = useStore();
	const ids = useFormIds();
	const [ lookup ] = useState(
		() =>
			new PhoneNumberLookup(
				( areaCode ) => availablePhoneNumbers( config, areaCode ),
				{
					get: () => formData.getString( SELECTED_NUMBER_PATH ),
					clear: () => formData.set( SELECTED_NUMBER_PATH, '' ),
				}
			)
	);
	const disabled = phoneServiceDisabled( attributes.products, formData );
	const [ areaCodeField, numberField ] = phoneNumberFields();

	// Whatever sets the area code (typing, the Data Filler, a restored form) looks its numbers up.
	useEffect( () => {
		const stop = reaction(
			() => formData.getString( AREA_CODE_PATH ),
			( areaCode ) => lookup.areaCodeChanged( areaCode ),
			{ fireImmediately: true }
		);
		return () => {
			stop();
			lookup.dispose();
		};
	}, [ formData, lookup ] );

	const message = MESSAGES[ lookup.status ]?.();
	const statusId = ids.of( 'phone-numbers-status' );

	return (
		<fieldset
			className="fo-fieldset fo-phone-numbers"
			disabled={ disabled }
		>
			<legend className="fo-field__label">
				{ __( 'Phone number', 'formation-orders' ) }
			</legend>
			{ disabled && (
				<p className="fo-phone-numbers__off">
					{ __(
						'Phone service is not available with a voice office: your voice office includes its own number.',
						'formation-orders'
					) }
				</p>
			) }
			<TextField
				field={ areaCodeField }
				inputMode="numeric"
				maxLength={ 3 }
				autoComplete="off"
				hint={ __( '3 digits, for example 415', 'formation-orders' ) }
			/>
			<SelectField
				field={ numberField }
				placeholder={
					lookup.numbers.length > 0
						? __( 'Choose a phone number', 'formation-orders' )
						: __( 'Enter an area code first', 'formation-orders' )
				}
				options={ lookup.numbers.map( ( number ) => ( {
					value: number,
					label: displayPhoneNumber( number ),
				} ) ) }
			/>
			<p
				className={ `fo-phone-numbers__status${
					lookup.status === 'failed' || lookup.status === 'none'
						? ' fo-field__error'
						: ''
				}` }
				id={ statusId }
				role="status"
			>
				{ message }
			</p>
			<button
				type="button"
				className="fo-button fo-button--secondary"
				disabled={ ! lookup.canRefresh }
				aria-describedby={ statusId }
				onClick={ () => lookup.refresh() }
			>
				{ __( 'Refresh numbers', 'formation-orders' ) }
			</button>
		</fieldset>
	);
} );
