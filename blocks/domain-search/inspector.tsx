import { __ } from '@wordpress/i18n';

import { AttributeSettings } from '../../src/editor/AttributeSettings';
import type { DomainSearchAttributes } from './attributes';
import metadata from './block.json';

interface Props {
	attributes: DomainSearchAttributes;
	setAttributes: ( next: Partial< DomainSearchAttributes > ) => void;
}

/**
 * The domain step's settings: its label, whether a domain is required, routing, the most domains and years,
 * and where single-domain mode goes once the domain is chosen.
 */
export function DomainSearchInspector( props: Props ): React.ReactElement {
	return (
		<AttributeSettings
			metadata={ metadata }
			title={ __( 'Domain search', 'formation-orders' ) }
			settings={ [
				{
					key: 'label',
					label: __( 'Search label', 'formation-orders' ),
					help: __(
						'Above the search box. Empty: "Find your domain".',
						'formation-orders'
					),
				},
				{
					key: 'required',
					label: __( 'A domain is required', 'formation-orders' ),
					help: __(
						'On: the order needs at least one domain in the domain cart.',
						'formation-orders'
					),
				},
				{
					key: 'routing',
					label: __( 'Search route', 'formation-orders' ),
					help: __(
						'On: each search adds the domain to the address (…/#/acme.com), and an address holding one searches it.',
						'formation-orders'
					),
				},
				{
					key: 'maxDomains',
					label: __( 'Most domains', 'formation-orders' ),
					help: __(
						'How many domains the cart holds; 0: no limit. 1: choosing a domain goes straight on to the cart.',
						'formation-orders'
					),
				},
				{
					key: 'maxRegistrationDuration',
					label: __(
						'Longest registration (years)',
						'formation-orders'
					),
					help: __(
						'The duration stepper goes from 1 year up to this. Default 10.',
						'formation-orders'
					),
					min: 1,
				},
				{
					key: 'cartUrl',
					label: __( 'Cart page', 'formation-orders' ),
					help: __(
						'With one domain at most: where the visitor goes 1.5 s after choosing it. Empty: the next step of this form.',
						'formation-orders'
					),
				},
			] }
			{ ...props }
		/>
	);
}
