import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import {
	AFFILIATE_COOKIES,
	cookieAssignment,
	readCookie,
	type AffiliateCookie,
} from './affiliate-cookies';

const currentValues = () =>
	Object.fromEntries(
		AFFILIATE_COOKIES.map( ( name ) => [
			name,
			readCookie( document.cookie, name ),
		] )
	) as Record< AffiliateCookie, string >;

/**
 * Cookie Helper: edits the affiliate networks' cookies. Saving sets each filled one for a day and deletes each
 * blank one.
 */
export function CookieHelper( {
	idOf,
}: {
	idOf: ( name: string ) => string;
} ): React.ReactElement {
	const [ values, setValues ] = useState( currentValues );
	const [ saved, setSaved ] = useState( false );

	const save = () => {
		const now = new Date();
		AFFILIATE_COOKIES.forEach( ( name ) => {
			document.cookie = cookieAssignment( name, values[ name ], now );
		} );
		setValues( currentValues() );
		setSaved( true );
	};

	return (
		<fieldset className="fo-toolbox__tool">
			<legend>{ __( 'Cookie Helper', 'formation-orders' ) }</legend>
			{ AFFILIATE_COOKIES.map( ( name ) => (
				<p className="fo-toolbox__cookie" key={ name }>
					<label htmlFor={ idOf( `toolbox-cookie-${ name }` ) }>
						{ name }
					</label>
					<input
						type="text"
						id={ idOf( `toolbox-cookie-${ name }` ) }
						value={ values[ name ] }
						autoComplete="off"
						spellCheck={ false }
						onChange={ ( event ) => {
							setSaved( false );
							setValues( {
								...values,
								[ name ]: event.target.value,
							} );
						} }
					/>
				</p>
			) ) }
			<button
				type="button"
				className="fo-button fo-button--secondary"
				onClick={ save }
			>
				{ __( 'Save the cookies', 'formation-orders' ) }
			</button>
			<p className="fo-toolbox__status" role="status">
				{ saved &&
					__(
						'Saved. Filled cookies last one day; blank ones are deleted.',
						'formation-orders'
					) }
			</p>
		</fieldset>
	);
}
