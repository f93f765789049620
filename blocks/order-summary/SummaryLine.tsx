import { __, sprintf } from '@wordpress/i18n';

import type { CartLine } from '../../src/pricing/cart-lines';
import { lineTotal } from '../../src/pricing/cart-lines';
import { formatMoney } from '../../src/pricing/money';

interface Part {
	label: string;
	amount: number;
}

/**
 * The parts of a line worth showing: service price, state fee, processing surcharge, card fee and the
 * discount of its coupons. A line that is its price alone has no parts. Otherwise the parts start from the
 * service's price before any discount, so that they add up to the line's price: a discount row with
 * nothing above it to take it from reads as a second discount on an already discounted price.
 */
export function partsOf( line: CartLine ): Part[] {
	const originalStateFee = line.originalStateFee ?? line.stateFee;
	const discount =
		line.originalPrice - line.price + ( originalStateFee - line.stateFee );
	const parts: Part[] = [];
	if ( originalStateFee > 0 ) {
		parts.push( {
			label: __( 'State fee', 'formation-orders' ),
			amount: originalStateFee,
		} );
	}
	if ( line.processingSurcharge > 0 ) {
		parts.push( {
			label: __( 'Processing surcharge', 'formation-orders' ),
			amount: line.processingSurcharge,
		} );
	}
	if ( line.ccFee > 0 ) {
		parts.push( {
			label: __( 'Card fee', 'formation-orders' ),
			amount: line.ccFee,
		} );
	}
	if ( discount > 0.004 ) {
		parts.push( {
			label: sprintf(
				/* translators: %s: coupon codes. */
				__( 'Discount (%s)', 'formation-orders' ),
				line.appliedCoupons.join( ', ' )
			),
			amount: -Math.round( discount * 100 ) / 100,
		} );
	}
	if ( parts.length === 0 ) {
		return parts;
	}
	return [
		{
			label: __( 'Service', 'formation-orders' ),
			amount: line.originalPrice,
		},
		...parts,
	];
}

/**
 * One cart line of the summary, with its parts below it.
 */
export function SummaryLine( {
	line,
}: {
	line: CartLine;
} ): React.ReactElement {
	const parts = partsOf( line );
	let note = '';
	if ( line.bundled ) {
		note = __( 'Included', 'formation-orders' );
	} else if ( line.disabled ) {
		note = __( 'Not available with your choices', 'formation-orders' );
	}
	return (
		<>
			<tr
				className={ `fo-order-summary__line${
					line.bundled ? ' fo-order-summary__line--bundled' : ''
				}` }
				data-save-as={ line.saveAs }
			>
				<th scope="row">
					{ line.name }
					{ line.quantity > 1 && ` × ${ line.quantity }` }
					{ line.duration > 0 && (
						<span className="fo-order-summary__duration">
							{ ' ' }
							({ line.durationFormatted })
						</span>
					) }
				</th>
				<td>{ note || formatMoney( lineTotal( line ) ) }</td>
			</tr>
			{ ! note &&
				parts.map( ( part ) => (
					<tr className="fo-order-summary__part" key={ part.label }>
						<th scope="row">{ part.label }</th>
						<td>{ formatMoney( part.amount ) }</td>
					</tr>
				) ) }
		</>
	);
}
