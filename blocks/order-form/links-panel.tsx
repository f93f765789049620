import { PanelBody, TextControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { EngineSettings } from '../../src/engine/settings';

/** The pages a form links to or sends the visitor to after success. */
export type LinkAttributes = Pick<
	EngineSettings,
	| 'contactUrl'
	| 'loginUrl'
	| 'contactThankYouUrl'
	| 'affiliateThankYouUrl'
	| 'jobThankYouUrl'
	| 'jobPriorityThankYouUrl'
	| 'contactRedirectLink'
>;

interface Props {
	attributes: LinkAttributes;
	setAttributes: ( next: Partial< LinkAttributes > ) => void;
}

/**
 * Links and thank-you pages: an order goes to the login page the marketing API answers with; the other form
 * types go to their own thank-you page, so each has a setting.
 */
export function LinksPanel( {
	attributes,
	setAttributes,
}: Props ): React.ReactElement {
	const link = (
		key: keyof LinkAttributes,
		label: string,
		help: string
	): React.ReactElement => (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ attributes[ key ] }
			onChange={ ( value: string ) =>
				setAttributes( { [ key ]: value.trim() } )
			}
		/>
	);
	return (
		<PanelBody
			title={ __( 'Links and thank-you pages', 'formation-orders' ) }
			initialOpen={ false }
		>
			{ link(
				'contactUrl',
				__( 'Contact page', 'formation-orders' ),
				__(
					'Where "contact us" links in error messages lead.',
					'formation-orders'
				)
			) }
			{ link(
				'loginUrl',
				__( 'Login page', 'formation-orders' ),
				__(
					'Where a visitor goes after resetting a password.',
					'formation-orders'
				)
			) }
			{ link(
				'contactThankYouUrl',
				__( 'Contact thank-you page', 'formation-orders' ),
				__(
					'Shown after a contact or client profile form is sent.',
					'formation-orders'
				)
			) }
			{ link(
				'contactRedirectLink',
				__( 'Contact redirect link', 'formation-orders' ),
				__(
					'When set, contact and client profile forms send the visitor here instead of the contact thank-you page. Empty: the site setting, else the contact thank-you page.',
					'formation-orders'
				)
			) }
			{ link(
				'affiliateThankYouUrl',
				__( 'Affiliate thank-you page', 'formation-orders' ),
				__( 'Shown after an affiliate signup.', 'formation-orders' )
			) }
			{ link(
				'jobThankYouUrl',
				__( 'Job application thank-you page', 'formation-orders' ),
				__( 'Shown after a job application.', 'formation-orders' )
			) }
			{ link(
				'jobPriorityThankYouUrl',
				__(
					'Priority job application thank-you page',
					'formation-orders'
				),
				__(
					'Shown after a job application the marketing API marks as priority.',
					'formation-orders'
				)
			) }
		</PanelBody>
	);
}
