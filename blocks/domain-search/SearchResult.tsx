import { __, sprintf } from '@wordpress/i18n';

import { addRefusal } from '../../src/domains/domain-cart';
import type { DomainCartEntry } from '../../src/form-data/form-data-tree';
import {
	domainYearlyPrice,
	type DomainSearchResult,
} from '../../src/pricing/domain-price';
import { formatMoney } from '../../src/pricing/money';

interface Props {
	result: DomainSearchResult;
	cart: DomainCartEntry[];
	maxDomains: number;
	onAdd: ( result: DomainSearchResult ) => void;
}

/**
 * The exact result of a search: the domain, its yearly price (the create amount, the purchase amount for a
 * third-party domain) and Add, or "Unavailable" when it cannot be bought. At the limit the Add button is
 * disabled and says why in its title.
 */
export function SearchResult( {
	result,
	cart,
	maxDomains,
	onAdd,
}: Props ): React.ReactElement {
	const refusal = addRefusal( cart, result, maxDomains );
	const yearly = domainYearlyPrice( result );
	return (
		<div className="fo-domain-result">
			<span className="fo-domain-result__domain">{ result.domain }</span>
			{ result.premium && (
				<span className="fo-domain-result__flag">
					{ result.thirdParty
						? __( 'Premium, sold by its owner', 'formation-orders' )
						: __( 'Premium', 'formation-orders' ) }
				</span>
			) }
			{ refusal === 'unavailable' || yearly === null ? (
				<span className="fo-domain-result__unavailable">
					{ __( 'Unavailable', 'formation-orders' ) }
				</span>
			) : (
				<>
					<span className="fo-domain-result__price">
						{ sprintf(
							/* translators: %s: yearly price such as $12.99. */
							__( '%s / year', 'formation-orders' ),
							formatMoney( yearly )
						) }
					</span>
					{ refusal === 'duplicate' ? (
						<span className="fo-domain-result__added">
							{ __( 'In your cart', 'formation-orders' ) }
						</span>
					) : (
						<button
							type="button"
							className="fo-button fo-button--secondary"
							disabled={ refusal === 'limit' }
							title={
								refusal === 'limit'
									? __(
											'Maximum number of domains reached',
											'formation-orders'
										)
									: undefined
							}
							onClick={ () => onAdd( result ) }
						>
							{ __( 'Add to cart', 'formation-orders' ) }
						</button>
					) }
					{ refusal === 'limit' && (
						<span className="fo-domain-result__limit">
							{ __(
								'Maximum number of domains reached',
								'formation-orders'
							) }
						</span>
					) }
				</>
			) }
		</div>
	);
}

/**
 * What the polite live region says about a search: searching, its result or why it failed.
 * @param state
 * @param state.searched
 * @param state.searching
 * @param state.result
 * @param state.failure
 */
export function announcementOf( state: {
	searched: string;
	searching: boolean;
	result: DomainSearchResult | null;
	failure: string;
} ): string {
	if ( state.searching ) {
		return sprintf(
			/* translators: %s: the domain searched. */
			__( 'Searching for %s…', 'formation-orders' ),
			state.searched
		);
	}
	if ( state.failure ) {
		return sprintf(
			/* translators: 1: the domain searched, 2: why the search failed. */
			__( 'We could not search for %1$s. %2$s', 'formation-orders' ),
			state.searched,
			state.failure
		);
	}
	if ( ! state.result ) {
		return '';
	}
	const yearly = domainYearlyPrice( state.result );
	return state.result.available && yearly !== null
		? sprintf(
				/* translators: 1: domain name, 2: yearly price such as $12.99. */
				__( '%1$s is available for %2$s a year.', 'formation-orders' ),
				state.result.domain,
				formatMoney( yearly )
			)
		: sprintf(
				/* translators: %s: domain name. */
				__( '%s is unavailable.', 'formation-orders' ),
				state.result.domain
			);
}
