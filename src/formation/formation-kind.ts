/**
 * Which Formation Details sub-form an entity type gets: a corporation and a close corporation file officers,
 * directors and shares; a nonprofit corporation files its nonprofit answers and directors; every other type
 * (LLC, close LLC, PLLC and anything unknown) files as an LLC, the form's default.
 */
export type FormationKind = 'llc' | 'corporation' | 'nonprofit';

const KIND_OF_ENTITY: Record< string, FormationKind > = {
	Corp: 'corporation',
	'Close Corp': 'corporation',
	'NP Corp': 'nonprofit',
};

export const formationKindOf = (
	entityType: string | null | undefined
): FormationKind => KIND_OF_ENTITY[ entityType ?? '' ] ?? 'llc';

/** An LLC's management styles, as the filing names them. */
export const MANAGEMENT_TYPES = [
	'Member Managed',
	'Manager Managed',
] as const;
export type ManagementType = ( typeof MANAGEMENT_TYPES )[ number ];
export const MANAGER_MANAGED: ManagementType = 'Manager Managed';

/** The corporation's three required officers, each with a name and an address. */
export const CORPORATE_OFFICERS = [
	'president',
	'secretary',
	'treasurer',
] as const;
export type CorporateOfficer = ( typeof CORPORATE_OFFICERS )[ number ];

/** The corporation's share and balance fields, by the form-data key under formationDetails. */
export const SHARE_FIELDS = [
	'authorizedShares',
	'parValue',
	'issuedShares',
	'commonShares',
	'totalLiabilities',
	'totalAssets',
] as const;
export type ShareField = ( typeof SHARE_FIELDS )[ number ];
