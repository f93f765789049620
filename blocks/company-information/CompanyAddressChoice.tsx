import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { AddressFields } from '../../src/components/AddressFields';
import { RadioField } from '../../src/components/RadioField';
import {
	addressChoiceInForce,
	AGENT_ADDRESS,
	CONTACT_ADDRESS,
	SPECIFIED_ADDRESS,
} from '../../src/company/company-questions';
import { agentAddressAllowedIn } from '../../src/pricing/state-rules';
import { useStore } from '../../src/store/store-context';

/**
 * Whose address the company uses as its principal or mailing address: the registered agent's (the default, sent
 * as a token; not offered in a state that refuses it, where the contact's is the default), the contact's, or one
 * the visitor types (any country).
 */
export const CompanyAddressChoice = observer( function CompanyAddressChoice( {
	kind,
	typed,
}: {
	kind: 'principalAddress' | 'mailingAddress';
	typed: boolean;
} ): React.ReactElement {
	const { formData } = useStore();
	const prefix = `companyInformation.${ kind }` as const;
	const state = formData.selectedState?.key ?? null;
	const label =
		kind === 'principalAddress'
			? __( 'Principal Address', 'formation-orders' )
			: __( 'Mailing Address', 'formation-orders' );
	return (
		<>
			<RadioField
				field={ { path: `${ prefix }.choice`, label, rules: '' } }
				selected={ addressChoiceInForce(
					formData.getString( `${ prefix }.choice` ),
					state
				) }
				options={ [
					// Not offered where the state's agent office forwards no mail.
					...( agentAddressAllowedIn( state )
						? [
								{
									value: AGENT_ADDRESS,
									label: __(
										'Use the registered agent’s address',
										'formation-orders'
									),
								},
							]
						: [] ),
					{
						value: CONTACT_ADDRESS,
						label: __(
							'Use my contact address',
							'formation-orders'
						),
					},
					{
						value: SPECIFIED_ADDRESS,
						label: __(
							'Enter another address',
							'formation-orders'
						),
					},
				] }
				onSelect={ ( choice ) => {
					formData.set( `${ prefix }.choice`, choice );
					if (
						choice === SPECIFIED_ADDRESS &&
						! formData.getString( `${ prefix }.country` )
					) {
						formData.set( `${ prefix }.country`, 'US' );
					}
				} }
			/>
			{ typed && (
				<AddressFields
					prefix={ prefix }
					autoCompleteSection={ `section-${ kind }` }
					verify
				/>
			) }
		</>
	);
} );
