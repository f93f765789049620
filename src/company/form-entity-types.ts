import type { ModuleConfig, PageConfig } from '../config';
import { pageEngineSettings } from '../engine/settings';
import { ENTITY_TYPES } from '../entity-types';
import { withEachModule } from '../modules/each-module';

const stringList = ( value: unknown ): string[] =>
	Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];

/**
 * The entity types a company block may offer under its form's "Allowed entity types": those both allow (an
 * empty list allows every type). A block that allows none of the form's types gets the form's list, as the
 * form's setting is the one an editor chose for the whole page.
 */
export function entityTypesUnderForm(
	formAllowed: readonly string[],
	blockAllowed: readonly string[]
): string[] {
	const form = ENTITY_TYPES.filter( ( type ) =>
		formAllowed.includes( type )
	);
	if ( ! form.length ) {
		return [ ...blockAllowed ];
	}
	const both = blockAllowed.length
		? form.filter( ( type ) => blockAllowed.includes( type ) )
		: form;
	return both.length ? both : form;
}

const narrowed = ( module: ModuleConfig, formAllowed: string[] ) =>
	module.name === 'company-information'
		? {
				...module,
				attributes: {
					...module.attributes,
					entityTypes: entityTypesUnderForm(
						formAllowed,
						stringList( module.attributes.entityTypes )
					),
				},
			}
		: module;

/**
 * The page's layout with the order form's "Allowed entity types" applied to every company block: the entity
 * type select offers only those types, and none at all (the type chosen for the visitor) when one is left.
 */
export function withFormEntityTypes( config: PageConfig ): PageConfig {
	const formAllowed = pageEngineSettings( config ).allowedEntityTypes;
	if ( ! formAllowed.length ) {
		return config;
	}
	return withEachModule( config, ( module ) =>
		narrowed( module, formAllowed )
	);
}
