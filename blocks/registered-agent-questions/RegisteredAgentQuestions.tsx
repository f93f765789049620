import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { RadioField } from '../../src/components/RadioField';
import { TextField } from '../../src/components/TextField';
import { catalogProductOf } from '../../src/modules/configured-products';
import type { ModuleProps } from '../../src/modules/module-props';
import { formatMoney } from '../../src/pricing/money';
import { useStore } from '../../src/store/store-context';
import type { RegisteredAgentQuestionsAttributes } from './attributes';
import { registeredAgentQuestionsFields } from './fields';
import {
	ADD_CHANGE_OF_AGENT_PATH,
	CHANGING_AGENT_PATH,
	changeOfAgentProductOf,
} from './questions';

const YES_NO = [
	{ key: 'yes', label: () => __( 'Yes', 'formation-orders' ) },
	{ key: 'no', label: () => __( 'No', 'formation-orders' ) },
];

/**
 * Is the company changing its registered agent to us? Yes offers the change-of-agent filing (in the cart only
 * while both answers hold: the product's trigger conditions); No takes it out. Then the affiliate code, when
 * the block's primary bundle asks for one.
 */
export const RegisteredAgentQuestions = observer(
	function RegisteredAgentQuestions( {
		attributes,
	}: ModuleProps< RegisteredAgentQuestionsAttributes > ): React.ReactElement {
		const { formData, products } = useStore();
		const ids = useFormIds();
		const [ changing, affiliateCode ] =
			registeredAgentQuestionsFields( attributes );
		const answer = formData.getString( changing.path );
		const product = changeOfAgentProductOf( attributes.products );
		const catalog = product
			? catalogProductOf(
					products,
					product,
					formData.selectedState?.key ?? null
				)
			: undefined;
		const addId = ids.of( 'add-change-of-agent' );

		const choose = ( key: string, label: string ) => {
			formData.set( CHANGING_AGENT_PATH, { key, value: label } );
			if ( key !== 'yes' ) {
				formData.set( ADD_CHANGE_OF_AGENT_PATH, false );
			}
		};

		return (
			<>
				<RadioField
					field={ changing }
					className="fo-changing-agent"
					selected={ answer }
					options={ YES_NO.map( ( option ) => ( {
						value: option.key,
						label: option.label(),
					} ) ) }
					onSelect={ choose }
				/>
				{ answer === 'yes' && product && (
					<div className="fo-checkbox">
						<input
							type="checkbox"
							id={ addId }
							checked={
								formData.get( ADD_CHANGE_OF_AGENT_PATH ) ===
								true
							}
							onChange={ ( event ) =>
								formData.set(
									ADD_CHANGE_OF_AGENT_PATH,
									event.target.checked
								)
							}
						/>
						<label htmlFor={ addId }>
							{ product.label ||
								__(
									'File the change of registered agent with the state for me',
									'formation-orders'
								) }
							{ catalog &&
								` ${ sprintf(
									/* translators: %s: price such as $49.00. */
									__( '(+%s)', 'formation-orders' ),
									formatMoney( catalog.price )
								) }` }
						</label>
					</div>
				) }
				{ affiliateCode && (
					<TextField
						field={ affiliateCode }
						autoComplete="off"
						maxLength={ 100 }
					/>
				) }
			</>
		);
	}
);
