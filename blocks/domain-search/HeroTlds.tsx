import { __ } from '@wordpress/i18n';

import type { HeroTld } from '../../src/domains/domain-api';
import { formatMoney } from '../../src/pricing/money';

/**
 * The featured TLDs as badges (at most four): the ending and its yearly price.
 * @param props
 * @param props.heroes
 */
export function HeroTlds( {
	heroes,
}: {
	heroes: HeroTld[];
} ): React.ReactElement | null {
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
