import { __ } from '@wordpress/i18n';

import type { HeroTld } from '../../src/domains/domain-api';
import { formatMoney } from '../../src/pricing/money';

/**
 * The featured TLDs as badges (at most four, one row): the ending and its yearly price. While they load, an empty
 * row of the same height holds their place, so the cart and the buttons below do not move when they arrive.
 * @param props
 * @param props.heroes The badges; null while they load.
 */
export function HeroTlds( {
	heroes,
}: {
	heroes: HeroTld[] | null;
} ): React.ReactElement | null {
	if ( heroes === null ) {
		return (
			<div
				className="fo-domain-search__heroes fo-domain-search__heroes--loading"
				aria-hidden="true"
			/>
		);
	}
	if ( heroes.length === 0 ) {
		return null;
	}
	return (
		<ul
			className="fo-domain-search__heroes"
			aria-label={ __( 'Featured domain endings', 'formation-orders' ) }
		>
			{ heroes.map( ( hero ) => (
				<li className="fo-domain-search__hero" key={ hero.tld }>
					<span className="fo-domain-search__tld">.{ hero.tld }</span>{ ' ' }
					{ formatMoney( hero.price ) }
				</li>
			) ) }
		</ul>
	);
}
