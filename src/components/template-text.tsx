import { Fragment } from '@wordpress/element';

import { safeLink } from '../safe-url';

/**
 * Renders layout texts with placeholders: {{submit_button_text}}, {{terms_link:label}}, {{phone_number}}.
 */
export function renderTemplateText(
	template: string,
	values: {
		submitButtonText?: string;
		termsUrl?: string;
		phoneNumber?: string;
	}
): React.ReactNode[] {
	return template.split( /(\{\{[^}]+\}\})/ ).map( ( part, index ) => {
		const placeholder = part.match(
			/^\{\{\s*([a-z_]+)(?::([^}]*))?\s*\}\}$/
		);
		if ( ! placeholder ) {
			return <Fragment key={ index }>{ part }</Fragment>;
		}
		const [ , name, label ] = placeholder;
		if ( name === 'submit_button_text' ) {
			return (
				<Fragment key={ index }>{ values.submitButtonText }</Fragment>
			);
		}
		if ( name === 'terms_link' ) {
			return (
				<a
					key={ index }
					href={ safeLink( values.termsUrl ) || undefined }
					target="_blank"
					rel="noreferrer"
				>
					{ label }
				</a>
			);
		}
		if ( name === 'phone_number' && values.phoneNumber ) {
			return (
				<a
					key={ index }
					href={ `tel:${ values.phoneNumber.replace( /[^\d+]/g, '' ) }` }
				>
					{ values.phoneNumber }
				</a>
			);
		}
		return <Fragment key={ index }>{ part }</Fragment>;
	} );
}
