import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import {
	stepperLimits,
	withDomainRemoved,
	withDurationStepped,
	withPrivacy,
} from '../../src/domains/domain-cart';
import type { DomainCartEntry } from '../../src/form-data/form-data-tree';
import { formatDuration } from '../../src/pricing/cart-lines';
import { formatMoney } from '../../src/pricing/money';
import { useFormIds } from '../../src/components/field-id';

interface Props {
	cart: DomainCartEntry[];
	maxYears: number;
	onChange: ( next: DomainCartEntry[] ) => void;
}

/**
 * The domain cart: each domain with its price for the chosen duration, the duration stepper (one year at a
 * time, from 1 year, where the decrease button is hidden, up to the maximum), privacy and removal.
 */
export const DomainCart = observer( function DomainCart( {
	cart,
	maxYears,
	onChange,
}: Props ): React.ReactElement {
	const ids = useFormIds();
	const headingId = ids.of( 'domain-cart-heading' );
	return (
		<section className="fo-domain-cart" aria-labelledby={ headingId }>
			<h3 className="fo-domain-cart__heading" id={ headingId }>
				{ __( 'Your domains', 'formation-orders' ) }
			</h3>
			{ cart.length === 0 ? (
				<p className="fo-domain-cart__empty">
					{ __(
						'Your cart is empty. Use our domain search to find a domain.',
						'formation-orders'
					) }
				</p>
			) : (
				<ul className="fo-domain-cart__list">
					{ cart.map( ( entry ) => {
						const { canDecrease, canIncrease } = stepperLimits(
							entry,
							maxYears
						);
						const privacyId = ids.of(
							`domain-privacy-${ entry.domain }`
						);
						return (
							<li
								className="fo-domain-cart__entry"
								key={ entry.domain }
							>
								<span className="fo-domain-cart__domain">
									{ entry.domain }
								</span>
								<span className="fo-domain-cart__stepper">
									{ canDecrease && (
										<button
											type="button"
											className="fo-domain-cart__step"
											aria-label={ sprintf(
												/* translators: %s: domain name. */
												__(
													'One year less for %s',
													'formation-orders'
												),
												entry.domain
											) }
											onClick={ () =>
												onChange(
													withDurationStepped(
														cart,
														entry.domain,
														-1,
														maxYears
													)
												)
											}
										>
											−
										</button>
									) }
									<span
										className="fo-domain-cart__years"
										aria-live="polite"
									>
										{ formatDuration( entry.duration ) }
									</span>
									<button
										type="button"
										className="fo-domain-cart__step"
										disabled={ ! canIncrease }
										aria-label={ sprintf(
											/* translators: %s: domain name. */
											__(
												'One year more for %s',
												'formation-orders'
											),
											entry.domain
										) }
										onClick={ () =>
											onChange(
												withDurationStepped(
													cart,
													entry.domain,
													1,
													maxYears
												)
											)
										}
									>
										+
									</button>
								</span>
								<span className="fo-domain-cart__price">
									{ formatMoney( entry.subTotal ?? 0 ) }
								</span>
								<span className="fo-checkbox fo-domain-cart__privacy">
									<input
										type="checkbox"
										id={ privacyId }
										checked={ entry.privacy !== false }
										onChange={ ( event ) =>
											onChange(
												withPrivacy(
													cart,
													entry.domain,
													event.target.checked
												)
											)
										}
									/>
									<label htmlFor={ privacyId }>
										{ __(
											'Privacy protection',
											'formation-orders'
										) }
									</label>
								</span>
								<button
									type="button"
									className="fo-link-button"
									onClick={ () =>
										onChange(
											withDomainRemoved(
												cart,
												entry.domain
											)
										)
									}
								>
									{ sprintf(
										/* translators: %s: domain name. */
										__( 'Remove %s', 'formation-orders' ),
										entry.domain
									) }
								</button>
							</li>
						);
					} ) }
				</ul>
			) }
		</section>
	);
} );
