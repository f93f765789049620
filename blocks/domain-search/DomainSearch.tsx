import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { REDIRECT_DELAY_MS } from '../../src/config';
import { safeLink } from '../../src/safe-url';
import {
	maxRegistrationYears,
	withDomainAdded,
} from '../../src/domains/domain-cart';
import { SEARCH_MAX_LENGTH } from '../../src/domains/search-term';
import type { DomainCartEntry } from '../../src/form-data/form-data-tree';
import type { DomainSearchResult } from '../../src/pricing/domain-price';
import { useStore } from '../../src/store/store-context';
import { useFormIds } from '../../src/components/field-id';
import { FieldError } from '../../src/components/FieldError';
import { Spinner } from '../../src/components/Spinner';
import type { ModuleProps } from '../../src/modules/module-props';
import type { DomainSearchAttributes } from './attributes';
import { DomainCart } from './DomainCart';
import { HeroTlds } from './HeroTlds';
import { DOMAIN_CART_PATH, domainSearchFields } from './fields';
import { announcementOf, SearchResult } from './SearchResult';
import { useDomainSearch } from './use-domain-search';

/**
 * The domain step: search (at most 63 characters) through WordPress's search action, the exact result, up to
 * four featured TLDs with their prices, and the domain cart. Every change of the domain cart is form data, so
 * the cart's domain product follows it. With one domain at most, choosing it shows loading and goes on to the
 * cart page 1.5 s later.
 */
export const DomainSearch = observer( function DomainSearch( {
	attributes,
}: ModuleProps< DomainSearchAttributes > ): React.ReactElement {
	const store = useStore();
	const { formData, validation, steps } = store;
	const ids = useFormIds();
	const [ typed, setTyped ] = useState( '' );
	const [ goingToCart, setGoingToCart ] = useState( false );
	const timer = useRef< ReturnType< typeof setTimeout > >();
	const search = useDomainSearch( store.config, attributes.routing );
	const { routeTerm } = search;
	const cart = formData.domainCart;
	const maxYears = maxRegistrationYears( attributes.maxRegistrationDuration );
	const inputId = ids.field( DOMAIN_CART_PATH );
	const error = validation.errorOf( DOMAIN_CART_PATH );
	const hintId = ids.of( 'domain-search-hint' );

	useEffect( () => {
		if ( routeTerm !== '' ) {
			setTyped( routeTerm );
		}
	}, [ routeTerm ] );
	useEffect( () => () => clearTimeout( timer.current ), [] );

	const change = ( next: DomainCartEntry[] ) => {
		formData.set( DOMAIN_CART_PATH, next );
		domainSearchFields( attributes ).forEach( ( field ) =>
			validation.fieldChange( field )
		);
	};

	const add = ( result: DomainSearchResult ) => {
		const next = withDomainAdded( cart, result, attributes.maxDomains );
		if ( next === cart ) {
			return;
		}
		change( next );
		if ( attributes.maxDomains === 1 ) {
			setGoingToCart( true );
			timer.current = setTimeout( () => {
				const cartUrl = safeLink( attributes.cartUrl );
				if ( cartUrl ) {
					window.location.assign( cartUrl );
					return;
				}
				setGoingToCart( false );
				steps.continueToNext();
			}, REDIRECT_DELAY_MS );
		}
	};

	const submit = () => setTyped( search.search( typed ) || typed );

	return (
		<div className="fo-domain-search">
			<div
				role="search"
				className={ `fo-field${ error ? ' fo-field--error' : '' }` }
			>
				<label className="fo-field__label" htmlFor={ inputId }>
					{ attributes.label ||
						__( 'Find your domain', 'formation-orders' ) }
				</label>
				<p className="fo-field__hint" id={ hintId }>
					{ __(
						'A name such as acme-widgets.com, up to 63 characters.',
						'formation-orders'
					) }
				</p>
				<div className="fo-domain-search__row">
					<input
						id={ inputId }
						className="fo-field__input"
						type="text"
						inputMode="url"
						autoComplete="off"
						spellCheck={ false }
						maxLength={ SEARCH_MAX_LENGTH }
						value={ typed }
						aria-invalid={ error ? true : undefined }
						aria-describedby={
							error
								? `${ hintId } ${ ids.error( DOMAIN_CART_PATH ) }`
								: hintId
						}
						onChange={ ( event ) => setTyped( event.target.value ) }
						onKeyDown={ ( event ) => {
							// Enter searches instead of submitting the order.
							if ( event.key === 'Enter' ) {
								event.preventDefault();
								submit();
							}
						} }
					/>
					<button
						type="button"
						className="fo-button fo-button--secondary"
						onClick={ submit }
					>
						{ __( 'Search', 'formation-orders' ) }
					</button>
				</div>
				<FieldError path={ DOMAIN_CART_PATH } error={ error } />
			</div>
			<HeroTlds heroes={ search.heroes } />
			<p className="screen-reader-text" role="status">
				{ announcementOf( search ) }
			</p>
			{ search.failure && (
				<p className="fo-field__error fo-domain-search__failure">
					{ sprintf(
						/* translators: 1: the domain searched, 2: why the search failed. */
						__(
							'We could not search for %1$s. %2$s',
							'formation-orders'
						),
						search.searched,
						search.failure
					) }
				</p>
			) }
			{ search.result && ! search.searching && (
				<SearchResult
					result={ search.result }
					cart={ cart }
					maxDomains={ attributes.maxDomains }
					onAdd={ add }
				/>
			) }
			<Spinner
				active={ goingToCart }
				message={ __( 'Loading your cart…', 'formation-orders' ) }
			/>
			<DomainCart
				cart={ cart }
				maxYears={ maxYears }
				onChange={ change }
			/>
		</div>
	);
} );
