import { __ } from '@wordpress/i18n';

import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import type { DomainSearchAttributes } from './attributes';

/** The domain cart's form-data path; the search box carries its id, so an error link lands there. */
export const DOMAIN_CART_PATH = 'domainCart';

/**
 * When the block requires it, the cart needs at least one domain: "A domain is required".
 * @param attributes
 */
export const domainSearchFields = (
	attributes: Pick< DomainSearchAttributes, 'required' >
): FieldRule[] =>
	attributes.required
		? [
				{
					path: DOMAIN_CART_PATH,
					label: __( 'A domain', 'formation-orders' ),
					rules: FIELD_RULES.required,
				},
			]
		: [];
