import {
	choice,
	configuredProducts,
	flag,
	moduleAttributesParser,
	text,
	textList,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const companyInformationAttributes = moduleAttributesParser( metadata, {
	products: configuredProducts,
	entityTypes: textList,
	entityTypeDisplay: choice,
	askBusinessFormed: flag,
	askDesignator: flag,
	askAlternateName: flag,
	askHomeState: flag,
	askNaics: flag,
	naicsStates: textList,
	askFormationDate: flag,
	askNotifyAttorney: flag,
	askNameReservation: flag,
	askUbi: flag,
	ubiStates: textList,
	askBusinessPurpose: flag,
	offerGenericPurpose: flag,
	genericPurposeText: text,
	purposeStarterText: text,
	askCompanyNotes: flag,
	askPrincipalAddress: flag,
	askMailingAddress: flag,
} );

export type CompanyInformationAttributes = ReturnType<
	typeof companyInformationAttributes
>;
