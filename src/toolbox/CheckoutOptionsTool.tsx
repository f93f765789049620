import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import type { CheckoutOptions } from './checkout-options';

/**
 * Checkout Options: the two toggles of checkout-options.ts.
 */
export const CheckoutOptionsTool = observer( function CheckoutOptionsTool( {
	options,
	idOf,
}: {
	options: CheckoutOptions;
	idOf: ( name: string ) => string;
} ): React.ReactElement {
	return (
		<fieldset className="fo-toolbox__tool">
			<legend>{ __( 'Checkout Options', 'formation-orders' ) }</legend>
			<p className="fo-toolbox__option">
				<input
					type="checkbox"
					id={ idOf( 'toolbox-stay-on-page' ) }
					checked={ options.stayOnPage }
					onChange={ ( event ) =>
						options.setStayOnPage( event.target.checked )
					}
				/>
				<label htmlFor={ idOf( 'toolbox-stay-on-page' ) }>
					{ __(
						'Stay on this page after the order',
						'formation-orders'
					) }
				</label>
			</p>
			<p className="fo-toolbox__option">
				<input
					type="checkbox"
					id={ idOf( 'toolbox-mark-as-test' ) }
					checked={ options.markAsTest }
					onChange={ ( event ) =>
						options.setMarkAsTest( event.target.checked )
					}
				/>
				<label htmlFor={ idOf( 'toolbox-mark-as-test' ) }>
					{ __( 'Mark the order as a test', 'formation-orders' ) }
				</label>
			</p>
		</fieldset>
	);
} );
