import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
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
		const { formData, products, validation } = useStore();
		const ids = useFormIds();
		const [ changing, affiliateCode ] =
			registeredAgentQuestionsFields( attributes );
		const error = validation.errorOf( changing.path );
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
			validation.fieldChange( changing );
		};

		return (
			<>
				<fieldset
					className={ `fo-fieldset fo-changing-agent${
						error ? ' fo-field--error' : ''
					}` }
					aria-describedby={
						error ? ids.error( changing.path ) : undefined
					}
				>
					<legend className="fo-field__label">
						{ changing.label }
					</legend>
					{ error && (
						<p
							className="fo-field__error"
							id={ ids.error( changing.path ) }
						>
							<span className="screen-reader-text">
								{ __( 'Error:', 'formation-orders' ) }{ ' ' }
							</span>
							{ error }
						</p>
					) }
					{ YES_NO.map( ( option, index ) => {
						const id =
							index === 0
								? ids.field( changing.path )
								: ids.of( `changing-agent-${ option.key }` );
						return (
							<div className="fo-checkbox" key={ option.key }>
								<input
									type="radio"
									name={ ids.of( 'changing-agent' ) }
									id={ id }
									checked={ answer === option.key }
									onChange={ () =>
										choose( option.key, option.label() )
									}
								/>
								<label htmlFor={ id }>{ option.label() }</label>
							</div>
						);
					} ) }
				</fieldset>
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
