import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { FieldError } from '../../src/components/FieldError';
import {
	chosenOption,
	configurationProblems,
	optionsIn,
} from '../../src/mail-forwarding/availability';
import { catalogProductOf } from '../../src/modules/configured-products';
import type { ModuleProps } from '../../src/modules/module-props';
import { formatDuration } from '../../src/pricing/cart-lines';
import { formatMoney } from '../../src/pricing/money';
import { useStore } from '../../src/store/store-context';
import type { MailForwardingAttributes } from './attributes';
import { productField } from './fields';
import { MailForwardingOption } from './MailForwardingOption';
import { Recipients } from './Recipients';

/**
 * Mail forwarding / virtual office: the products sold at the chosen state's address (the settings' map), one
 * of them chosen when several are (the only one is chosen for the visitor), then who receives the mail.
 */
export const MailForwarding = observer( function MailForwarding( {
	attributes,
}: ModuleProps< MailForwardingAttributes > ): React.ReactElement {
	const { cart, config, formData, products, validation } = useStore();
	const ids = useFormIds();
	const field = productField( attributes );
	const map = config.mailForwardingAvailability;
	const state = formData.selectedState;
	const { available, unavailable } = optionsIn(
		attributes.products,
		state?.key ?? null,
		map
	);
	const selected = formData.getString( field.path ) || null;
	const chosen = chosenOption( available, selected );
	const error = validation.errorOf( field.path );

	useEffect( () => {
		configurationProblems( attributes.products, map ).forEach(
			( problem ) => console.warn( problem ) // eslint-disable-line no-console
		);
	}, [ attributes.products, map ] );

	// The cart holds the chosen product only: a choice no longer sold in the state leaves it. Before a state
	// is chosen nothing is known to be unsold, so a choice made earlier (or preselected by the form) stays.
	const chosenKey = chosen ?? '';
	const stateKey = state?.key ?? null;
	useEffect( () => {
		if ( stateKey === null ) {
			return;
		}
		if ( formData.getString( field.path ) !== chosenKey ) {
			formData.set( field.path, chosenKey );
		}
		for ( const option of attributes.products ) {
			const checked = option.saveAs === chosenKey;
			if (
				( cart.productState( option.saveAs )?.checked === true ) !==
				checked
			) {
				cart.setChecked( option.saveAs, checked );
			}
		}
	}, [
		chosenKey,
		stateKey,
		attributes.products,
		cart,
		formData,
		field.path,
	] );

	const priceOf = ( saveAs: string ) => {
		const option = attributes.products.find(
			( item ) => item.saveAs === saveAs
		);
		const catalog =
			option && catalogProductOf( products, option, state?.key ?? null );
		return catalog
			? sprintf(
					/* translators: 1: product name, 2: price such as $240.00, 3: term such as 1 Year. */
					__( '%1$s: %2$s for %3$s', 'formation-orders' ),
					option.label || catalog.name,
					formatMoney( catalog.price ),
					formatDuration( catalog.duration || 12 )
				)
			: option?.label || saveAs;
	};
	const unavailableText = state
		? sprintf(
				/* translators: %s: state name. */
				__( 'Not available in %s.', 'formation-orders' ),
				state.value
			)
		: __( 'Choose a state first.', 'formation-orders' );
	const choose = ( saveAs: string ) => {
		formData.set( field.path, saveAs );
		validation.fieldChange( field );
	};

	return (
		<>
			<fieldset
				className={ `fo-fieldset fo-mail-forwarding${ error ? ' fo-field--error' : '' }` }
				aria-describedby={ error ? ids.error( field.path ) : undefined }
			>
				<legend className="fo-field__label">{ field.label }</legend>
				{ ! state && (
					<p className="fo-mail-forwarding__hint">
						{ __(
							'Choose a state to see the services offered there.',
							'formation-orders'
						) }
					</p>
				) }
				{ state && available.length === 0 && (
					<p className="fo-mail-forwarding__hint">
						{ sprintf(
							/* translators: %s: state name. */
							__(
								'We have no mail forwarding address in %s. Please choose another state.',
								'formation-orders'
							),
							state.value
						) }
					</p>
				) }
				{ attributes.products.length > 0 && (
					<div className="fo-mail-forwarding__options">
						{ [ ...available, ...unavailable ].map(
							( option, index ) => (
								<MailForwardingOption
									key={ option.saveAs }
									id={
										index === 0
											? ids.field( field.path )
											: ids.of(
													`mail-forwarding-${ option.saveAs }`
												)
									}
									name={ ids.of( 'mail-forwarding-product' ) }
									text={ priceOf( option.saveAs ) }
									checked={ chosen === option.saveAs }
									unavailable={
										available.includes( option )
											? null
											: unavailableText
									}
									onChoose={ () => choose( option.saveAs ) }
								/>
							)
						) }
					</div>
				) }
				<FieldError path={ field.path } error={ error } />
			</fieldset>
			<Recipients attributes={ attributes } />
		</>
	);
} );
