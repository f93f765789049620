import {
	moduleAttributesParser,
	text,
	textList,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const jobQuestionsAttributes = moduleAttributesParser( metadata, {
	questions: textList,
	closingStatement: text,
} );

export type JobQuestionsAttributes = ReturnType<
	typeof jobQuestionsAttributes
>;
