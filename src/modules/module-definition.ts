import type { ComponentType } from 'react';

import type { Answer } from '../engine/answers';
import type { FormDataStore } from '../store/FormDataStore';
import type { FieldRule } from '../validation/validate';
import type { CommonModuleAttributes } from './attributes';
import type { ModuleProps } from './module-props';

/**
 * Everything the page needs of one module, from its block folder's module.ts: how to read its block's
 * attributes, the component that renders it and the fields it validates.
 */
export interface ModuleDefinition<
	Attributes extends CommonModuleAttributes = CommonModuleAttributes,
> {
	/** The block's attributes as the module reads them, block.json's defaults filled in. */
	attributes: ( raw: Record< string, unknown > | undefined ) => Attributes;
	Component: ComponentType< ModuleProps< Attributes > >;
	/** The fields a Continue or a Submit validates; a module without any leaves it out. */
	fields?: ( attributes: Attributes, formData: FormDataStore ) => FieldRule[];
	/**
	 * What "Check your answers" lists for the module, where its fields' own values would not read well or
	 * must not be shown (a card: brand and last four digits only). Without it, each field that holds an
	 * answer is listed under its label.
	 */
	answers?: ( attributes: Attributes, formData: FormDataStore ) => Answer[];
}

/**
 * Keeps a module's definition typed by its own attributes.
 */
export const defineModule = < Attributes extends CommonModuleAttributes >(
	definition: ModuleDefinition< Attributes >
): ModuleDefinition< Attributes > => definition;

/** A definition whatever its attributes, as the page handles every module alike. */

export type AnyModuleDefinition = ModuleDefinition< any >;
