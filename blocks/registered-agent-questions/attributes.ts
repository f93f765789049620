import {
	configuredProducts,
	moduleAttributesParser,
	text,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const registeredAgentQuestionsAttributes = moduleAttributesParser(
	metadata,
	{
		changingAgentLabel: text,
		affiliateCodeLabel: text,
		products: configuredProducts,
	}
);

export type RegisteredAgentQuestionsAttributes = ReturnType<
	typeof registeredAgentQuestionsAttributes
>;
