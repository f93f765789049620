import {
	flag,
	moduleAttributesParser,
	number,
} from '../../src/modules/attributes';
import metadata from './block.json';

/** The block's attributes, read once from block.json's names and defaults. */
export const accountSetupAttributes = moduleAttributesParser( metadata, {
	confirmPassword: flag,
	passwordGenerator: flag,
	passwordMinChars: number,
} );

export type AccountSetupAttributes = ReturnType<
	typeof accountSetupAttributes
>;
