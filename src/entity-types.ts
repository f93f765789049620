import orderForm from '../blocks/order-form/block.json';

/**
 * Allowed entity types; the key is what the order payload carries. They are the order form's block.json
 * (the values its preselected entity type may take), which PHP checks against too.
 */
export const ENTITY_TYPES: string[] =
	orderForm.attributes.preselectedEntityType.enum.filter( Boolean );

export const DEFAULT_ENTITY_TYPE = 'LLC';
