import { moduleAttributesParser, textList } from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const affiliateInformationAttributes = moduleAttributesParser(
	metadata,
	{
		affiliateTypes: textList,
	}
);

export type AffiliateInformationAttributes = ReturnType<
	typeof affiliateInformationAttributes
>;
