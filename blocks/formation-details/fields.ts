import { __ } from '@wordpress/i18n';

import type { FormationDetails } from '../../src/form-data/form-data-tree';
import {
	CORPORATE_OFFICERS,
	formationKindOf,
	type CorporateOfficer,
	type FormationKind,
	type ShareField,
} from '../../src/formation/formation-kind';
import {
	DETAILS,
	officialListsOf,
	type ListAnswers,
	type OfficialList,
	type OfficialListPath,
} from '../../src/formation/official-lists';
import type { AddressPath } from '../../src/form-data/typed-paths';
import { addressFields } from '../../src/modules/address-fields';
import type { FormDataStore } from '../../src/store/FormDataStore';
import { FIELD_RULES } from '../../src/validation/field-rules';
import type { FieldRule } from '../../src/validation/validate';
import {
	addressPartOf,
	firstNameOf,
	lastNameOf,
	officerLabel,
	rowLabel,
} from './labels';

/** The list choice has no label of its own: its error reads "A Selection is required". */
export const listChoiceLabel = () => __( 'A Selection', 'formation-orders' );

const detail = (
	key: keyof FormationDetails,
	label: string,
	rules: string
): FieldRule => ( {
	path: `${ DETAILS }.${ key }`,
	label,
	rules,
} );

/** Where a person the formation files is kept: a corporate officer, or an entry of a list. */
type PersonPath =
	| `${ typeof DETAILS }.${ CorporateOfficer }`
	| `${ OfficialListPath }.${ number }`;

/** First and last name of a person at `path`, labelled with who they are. */
export const nameFields = ( path: PersonPath, who: string ): FieldRule[] => [
	{
		path: `${ path }.firstName`,
		label: firstNameOf( who ),
		rules: FIELD_RULES.personName,
	},
	{
		path: `${ path }.lastName`,
		label: lastNameOf( who ),
		rules: FIELD_RULES.personName,
	},
];

/**
 * Every row of a list, padded to its minimum: a list kept shorter than its minimum fails on the names of the
 * rows it lacks.
 */
export function listFields( list: OfficialList, length: number ): FieldRule[] {
	return Array.from( { length: Math.max( length, list.min ) }, ( _, index ) =>
		nameFields( `${ list.path }.${ index }`, rowLabel( list.role, index ) )
	).flat();
}

/** Where a corporate officer's address is kept. */
export const officerAddressPath = ( officer: CorporateOfficer ): AddressPath =>
	`${ DETAILS }.${ officer }.address`;

/** A corporate officer's name and address, each label naming the officer. */
export function officerFields( officer: CorporateOfficer ): FieldRule[] {
	const who = officerLabel( officer );
	return [
		...nameFields( `${ DETAILS }.${ officer }`, who ),
		...addressFields( officerAddressPath( officer ) ).map( ( field ) => ( {
			...field,
			label: addressPartOf( who, field.label ),
		} ) ),
	];
}

/** Share counts are whole numbers; par value, liabilities and assets are amounts. */
export const shareFields = (): Array< FieldRule & { key: ShareField } > =>
	(
		[
			[
				'authorizedShares',
				__( 'Authorized Shares', 'formation-orders' ),
				FIELD_RULES.shareCount,
			],
			[
				'parValue',
				__( 'Par Value', 'formation-orders' ),
				FIELD_RULES.amount,
			],
			[
				'issuedShares',
				__( 'Issued Shares', 'formation-orders' ),
				FIELD_RULES.shareCount,
			],
			[
				'commonShares',
				__( 'Common Shares', 'formation-orders' ),
				FIELD_RULES.shareCount,
			],
			[
				'totalLiabilities',
				__( 'Total Liabilities', 'formation-orders' ),
				FIELD_RULES.amount,
			],
			[
				'totalAssets',
				__( 'Total Assets', 'formation-orders' ),
				FIELD_RULES.amount,
			],
		] as const
	 ).map( ( [ key, label, rules ] ) => ( {
		key,
		...detail( key, label, rules ),
	} ) );

/** The answers of the sub-form, other than its lists. */
export function answerFields( kind: FormationKind ): FieldRule[] {
	if ( kind === 'llc' ) {
		return [
			detail(
				'managementType',
				__( 'Management Type', 'formation-orders' ),
				FIELD_RULES.required
			),
			detail(
				'listMembersAndManagers',
				listChoiceLabel(),
				FIELD_RULES.yesNo
			),
		];
	}
	if ( kind === 'corporation' ) {
		return [
			...CORPORATE_OFFICERS.flatMap( officerFields ),
			...shareFields(),
			detail( 'listOfficers', listChoiceLabel(), FIELD_RULES.yesNo ),
			detail(
				'allOfficersAreDirectors',
				__( 'All Officers Are Directors', 'formation-orders' ),
				FIELD_RULES.yesNo
			),
		];
	}
	return [
		detail(
			'nonprofitType',
			__( 'Nonprofit Type', 'formation-orders' ),
			FIELD_RULES.required
		),
		detail(
			'taxExempt',
			__( 'Tax Exempt', 'formation-orders' ),
			FIELD_RULES.yesNo
		),
		detail(
			'hasMembers',
			__( 'Has Members', 'formation-orders' ),
			FIELD_RULES.yesNo
		),
		detail(
			'assetDistribution',
			__( 'Asset Distribution', 'formation-orders' ),
			FIELD_RULES.longText()
		),
	];
}

/** What the form data says of the formation: the entity type, the answers and how long each list is. */
export interface FormationDetailsState {
	entityType: string | null;
	answers: ListAnswers;
	listLength: ( path: OfficialListPath ) => number;
}

/**
 * The fields Formation Details validates for the chosen entity type: the sub-form's answers, then every row
 * of each list it shows.
 */
export function formationDetailsFields( {
	entityType,
	answers,
	listLength,
}: FormationDetailsState ): FieldRule[] {
	const kind = formationKindOf( entityType );
	return [
		...answerFields( kind ),
		...officialListsOf( kind, answers ).flatMap( ( list ) =>
			listFields( list, listLength( list.path ) )
		),
	];
}

/** Reads what the fields depend on from the store. */
export const detailsStateOf = (
	formData: Pick< FormDataStore, 'entityType' | 'get' | 'list' >
): FormationDetailsState => ( {
	entityType: formData.entityType,
	answers: {
		managementType: formData.get( `${ DETAILS }.managementType` ),
		listOfficers: formData.get( `${ DETAILS }.listOfficers` ),
		allOfficersAreDirectors: formData.get(
			`${ DETAILS }.allOfficersAreDirectors`
		),
	},
	listLength: ( path ) => formData.list( path ).length,
} );
