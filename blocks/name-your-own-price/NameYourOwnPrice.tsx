import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { FieldError } from '../../src/components/FieldError';
import { scrollToElement } from '../../src/components/scroll';
import type { ModuleProps } from '../../src/modules/module-props';
import { formatMoney } from '../../src/pricing/money';
import { immediateServicePrice } from '../../src/pricing/nyop';
import { useStore } from '../../src/store/store-context';
import type { NameYourOwnPriceAttributes } from './attributes';
import {
	IMMEDIATE_SERVICE_PATH,
	nameYourOwnPriceFields,
	REQUESTED_PRICE_PATH,
} from './fields';
import { NyopOverlay } from './NyopOverlay';

/** "Immediate Service ${{ product_price }}": the amount goes where the placeholder stands. */
const PRODUCT_PRICE = '{{ product_price }}';

/**
 * Name Your Own Price: immediate service at the registered agent's price (checked by default), or a yearly
 * price per state the visitor names; focusing the price field takes immediate service off. A refused price
 * opens the overlay with the server's minimum.
 */
export const NameYourOwnPrice = observer( function NameYourOwnPrice(
	props: ModuleProps< NameYourOwnPriceAttributes >
): React.ReactElement {
	const { formData, products, validation, submission } = useStore();
	const ids = useFormIds();
	const module = useRef< HTMLFieldSetElement >( null );
	const [ field ] = nameYourOwnPriceFields( props.attributes, formData );
	const immediate = formData.get( IMMEDIATE_SERVICE_PATH ) !== false;
	const requested = formData.get( REQUESTED_PRICE_PATH );
	const overlay = formData.get( 'nyopOverlay' );
	const overlayMin = overlay?.show === true ? overlay.min : undefined;
	const showOverlay = typeof overlayMin === 'number';
	const error = validation.errorOf( REQUESTED_PRICE_PATH );
	const state = formData.selectedState?.key;
	const agent = state ? products.registeredAgentProduct( state ) : undefined;
	const priceId = ids.field( REQUESTED_PRICE_PATH );
	const immediateId = ids.field( IMMEDIATE_SERVICE_PATH );

	// A refused price: the page brings the module into view under the dialog.
	useEffect( () => {
		if ( showOverlay ) {
			scrollToElement( module.current );
		}
	}, [ showOverlay ] );

	const setImmediate = ( value: boolean ) => {
		formData.set( IMMEDIATE_SERVICE_PATH, value );
		validation.fieldChange( field );
	};

	const immediateLabel = __(
		'Immediate Service ${{ product_price }}',
		'formation-orders'
	);
	return (
		<fieldset className="fo-fieldset fo-nyop" ref={ module }>
			<legend className="fo-field__label">
				{ __( 'Your price', 'formation-orders' ) }
			</legend>
			<div className="fo-checkbox">
				<input
					type="checkbox"
					id={ immediateId }
					checked={ immediate }
					onChange={ ( event ) =>
						setImmediate( event.target.checked )
					}
				/>
				<label htmlFor={ immediateId }>
					{ agent
						? immediateLabel.replace(
								PRODUCT_PRICE,
								formatMoney(
									immediateServicePrice( agent )
								).slice( 1 )
							)
						: immediateLabel.replace( ` $${ PRODUCT_PRICE }`, '' ) }
				</label>
			</div>
			<div className={ `fo-field${ error ? ' fo-field--error' : '' }` }>
				<label className="fo-field__label" htmlFor={ priceId }>
					{ __( 'or name your price here', 'formation-orders' ) }
				</label>
				<p className="fo-field__hint" id={ `${ priceId }-hint` }>
					{ __(
						'In dollars per year, per state',
						'formation-orders'
					) }
				</p>
				<div className="fo-nyop__price">
					<span aria-hidden="true">$</span>
					<input
						className="fo-field__input"
						id={ priceId }
						name={ REQUESTED_PRICE_PATH }
						type="number"
						min="0"
						step="1"
						inputMode="decimal"
						value={
							typeof requested === 'number'
								? String( requested )
								: ''
						}
						aria-invalid={ error ? true : undefined }
						aria-required={ immediate ? undefined : true }
						aria-describedby={ [
							`${ priceId }-hint`,
							error ? ids.error( REQUESTED_PRICE_PATH ) : '',
						]
							.filter( Boolean )
							.join( ' ' ) }
						onFocus={ () => {
							if ( immediate ) {
								setImmediate( false );
							}
						} }
						onChange={ ( event ) => {
							const typed = event.target.value.trim();
							const price = Number( typed );
							formData.set(
								REQUESTED_PRICE_PATH,
								typed !== '' && Number.isFinite( price )
									? price
									: undefined
							);
							validation.fieldInput( field );
						} }
						onBlur={ () => validation.fieldBlur( field ) }
					/>
				</div>
				<FieldError path={ REQUESTED_PRICE_PATH } error={ error } />
			</div>
			{ showOverlay && (
				<NyopOverlay
					min={ overlayMin }
					idBase={ ids.of( 'nyop-overlay' ) }
					onAccept={ () => submission.acceptNyopMinimum() }
					onDecline={ () => {
						submission.declineNyopMinimum();
						document.getElementById( priceId )?.focus();
					} }
				/>
			) }
		</fieldset>
	);
} );
