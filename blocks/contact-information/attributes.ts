import {
	choice,
	flag,
	moduleAttributesParser,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const contactInformationAttributes = moduleAttributesParser( metadata, {
	verifyAddress: flag,
	details: choice,
	askSecondaryPhone: flag,
	askFax: flag,
	offerInsuranceOptIn: flag,
	offerCheckingOptIn: flag,
} );

export type ContactInformationAttributes = ReturnType<
	typeof contactInformationAttributes
>;
