import type { CommonModuleAttributes } from './attributes';

/** What every module component receives: its block's attributes, parsed from block.json's names and defaults. */
export interface ModuleProps<
	Attributes extends CommonModuleAttributes = CommonModuleAttributes,
> {
	attributes: Attributes;
}
