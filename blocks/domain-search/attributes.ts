import {
	configuredProducts,
	flag,
	moduleAttributesParser,
	number,
	text,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const domainSearchAttributes = moduleAttributesParser( metadata, {
	label: text,
	required: flag,
	routing: flag,
	maxDomains: number,
	maxRegistrationDuration: number,
	cartUrl: text,
	products: configuredProducts,
} );

export type DomainSearchAttributes = ReturnType<
	typeof domainSearchAttributes
>;
