import { useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import type { CouponAnswer } from '../../src/store/CartStore';
import { useStore } from '../../src/store/store-context';
import { useFormIds } from '../../src/components/field-id';

const MESSAGES: Record< Exclude< CouponAnswer, 'applied' >, () => string > = {
	unknown: () => __( 'This coupon code is not valid.', 'formation-orders' ),
	duplicate: () =>
		__( 'This coupon is already applied.', 'formation-orders' ),
	'not-applicable': () =>
		__(
			'This coupon does not apply to the items in your order.',
			'formation-orders'
		),
};

/**
 * A coupon code field: applying a known code discounts the lines it may touch; the typed code stays in
 * the field when it is refused.
 */
export const CouponField = observer(
	function CouponField(): React.ReactElement {
		const { cart } = useStore();
		const [ code, setCode ] = useState( '' );
		const [ error, setError ] = useState( '' );
		const [ status, setStatus ] = useState( '' );
		const inputId = useFormIds().of( 'coupon-code' );

		const apply = () => {
			if ( code.trim() === '' ) {
				setError( __( 'Enter a coupon code.', 'formation-orders' ) );
				return;
			}
			const answer = cart.applyCouponCode( code );
			if ( answer === 'applied' ) {
				setStatus(
					sprintf(
						/* translators: %s: coupon code. */
						__( 'Coupon %s applied.', 'formation-orders' ),
						code.trim().toUpperCase()
					)
				);
				setError( '' );
				setCode( '' );
			} else {
				setError( MESSAGES[ answer ]() );
				setStatus( '' );
			}
		};

		return (
			<div
				className={ `fo-field fo-coupon${ error ? ' fo-field--error' : '' }` }
			>
				<label className="fo-field__label" htmlFor={ inputId }>
					{ __( 'Coupon code', 'formation-orders' ) }
					<span className="fo-field__optional">
						{ ' ' }
						{ __( '(optional)', 'formation-orders' ) }
					</span>
				</label>
				<div className="fo-coupon__row">
					<input
						id={ inputId }
						className="fo-field__input"
						type="text"
						value={ code }
						autoComplete="off"
						aria-invalid={ error ? true : undefined }
						aria-describedby={
							error ? `${ inputId }-error` : undefined
						}
						onChange={ ( event ) => setCode( event.target.value ) }
						onKeyDown={ ( event ) => {
							// Enter applies the coupon instead of submitting the order.
							if ( event.key === 'Enter' ) {
								event.preventDefault();
								apply();
							}
						} }
					/>
					<button
						type="button"
						className="fo-button fo-button--secondary"
						onClick={ apply }
					>
						{ __( 'Apply', 'formation-orders' ) }
					</button>
				</div>
				{ error && (
					<p className="fo-field__error" id={ `${ inputId }-error` }>
						{ error }
					</p>
				) }
				<p className="fo-coupon__status" role="status">
					{ status }
				</p>
				{ cart.couponCodes.length > 0 && (
					<ul className="fo-coupon__applied">
						{ cart.couponCodes.map( ( applied ) => (
							<li key={ applied }>
								{ applied }{ ' ' }
								<button
									type="button"
									className="fo-link-button"
									onClick={ () =>
										cart.removeCouponCode( applied )
									}
								>
									{ sprintf(
										/* translators: %s: coupon code. */
										__( 'Remove %s', 'formation-orders' ),
										applied
									) }
								</button>
							</li>
						) ) }
					</ul>
				) }
			</div>
		);
	}
);
