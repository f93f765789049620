/** Allowed entity types (orders-and-checkout.md §3); the key is what the order payload carries. */
export const ENTITY_TYPES = [
	'Sole Proprietorship',
	'GP',
	'LLC',
	'Corp',
	'NP Corp',
	'NP LLC',
	'PLLC',
	'PC',
	'LP',
	'LLP',
	'LLLP',
	'Trust',
	'Individual',
	'Attorney for Bar',
];

export const DEFAULT_ENTITY_TYPE = 'LLC';
