import {
	answerFields,
	formationDetailsFields,
	type FormationDetailsState,
} from '../../../../blocks/formation-details/fields';
import {
	CHOICE_LABELS,
	LIST_LIMITS,
} from '../../../../src/validation/field-rules';
import { validate } from '../../../../src/validation/validate';

/**
 * Formation Details' rules, quoting the spec: "Required fields in formation and other steps: first and last
 * names, officers' names, president/secretary/treasurer, authorized shares, par value, issued shares, common
 * shares, liabilities, assets, officers-are-directors, list choice (message 'A Selection'), nonprofit type,
 * tax exempt, has members"; "Minimums: directors 1 (0 if all officers are directors); officers 0; members 1;
 * nonprofit directors 3".
 */
const state = (
	entityType: string,
	details: Record< string, unknown > = {}
): FormationDetailsState => ( {
	entityType,
	answers: details,
	listLength: ( path ) => {
		const value = details[ path.split( '.' ).pop() as string ];
		return Array.isArray( value ) ? value.length : 0;
	},
} );

const errorsOf = ( entityType: string, details: Record< string, unknown > ) =>
	validate(
		{ formationDetails: details },
		formationDetailsFields( state( entityType, details ) )
	);

describe( 'which sub-form an entity type gets', () => {
	it.each( [
		[ 'LLC', 'formationDetails.managementType' ],
		[ 'PLLC', 'formationDetails.managementType' ],
		[ 'LP', 'formationDetails.managementType' ],
		[ null, 'formationDetails.managementType' ],
		[ 'Corp', 'formationDetails.president.firstName' ],
		[ 'NP Corp', 'formationDetails.nonprofitType' ],
	] )( '%s asks %s first', ( entityType, firstPath ) => {
		expect(
			formationDetailsFields( state( entityType as string ) )[ 0 ].path
		).toBe( firstPath );
	} );
} );

describe( 'the messages of an empty sub-form', () => {
	it.each( [
		[
			'LLC',
			'formationDetails.managementType',
			'Management Type is required',
		],
		[
			'LLC',
			'formationDetails.listMembersAndManagers',
			'A Selection is required',
		],
		[
			'LLC',
			'formationDetails.members.0.firstName',
			'Member 1 First Name is required',
		],
		[
			'LLC',
			'formationDetails.members.0.lastName',
			'Member 1 Last Name is required',
		],
		[
			'Corp',
			'formationDetails.president.firstName',
			'President First Name is required',
		],
		[
			'Corp',
			'formationDetails.secretary.lastName',
			'Secretary Last Name is required',
		],
		[
			'Corp',
			'formationDetails.treasurer.address.line1',
			'Treasurer Street Address is required',
		],
		[
			'Corp',
			'formationDetails.president.address.zip',
			'President ZIP Code is required',
		],
		[
			'Corp',
			'formationDetails.authorizedShares',
			'Authorized Shares is required',
		],
		[ 'Corp', 'formationDetails.parValue', 'Par Value is required' ],
		[
			'Corp',
			'formationDetails.issuedShares',
			'Issued Shares is required',
		],
		[
			'Corp',
			'formationDetails.commonShares',
			'Common Shares is required',
		],
		[
			'Corp',
			'formationDetails.totalLiabilities',
			'Total Liabilities is required',
		],
		[ 'Corp', 'formationDetails.totalAssets', 'Total Assets is required' ],
		[ 'Corp', 'formationDetails.listOfficers', 'A Selection is required' ],
		[
			'Corp',
			'formationDetails.allOfficersAreDirectors',
			'All Officers Are Directors is required',
		],
		[
			'NP Corp',
			'formationDetails.nonprofitType',
			'Nonprofit Type is required',
		],
		[ 'NP Corp', 'formationDetails.taxExempt', 'Tax Exempt is required' ],
		[ 'NP Corp', 'formationDetails.hasMembers', 'Has Members is required' ],
		[
			'NP Corp',
			'formationDetails.assetDistribution',
			'Asset Distribution is required',
		],
		[
			'NP Corp',
			'formationDetails.directors.2.lastName',
			'Director 3 Last Name is required',
		],
	] )( '%s: %s says "%s"', ( entityType, path, message ) => {
		expect( errorsOf( entityType, {} )[ path ] ).toBe( message );
	} );

	it( 'the list choice is labelled as the catalogue says', () => {
		expect( answerFields( 'llc' )[ 1 ].label ).toBe(
			CHOICE_LABELS.listChoice
		);
	} );
} );

describe( 'answers', () => {
	it.each( [
		[
			'a "No" is an answer',
			'NP Corp',
			'formationDetails.taxExempt',
			false,
			undefined,
		],
		[
			'a "Yes" is an answer',
			'NP Corp',
			'formationDetails.hasMembers',
			true,
			undefined,
		],
		[
			'shares are whole numbers',
			'Corp',
			'formationDetails.authorizedShares',
			'1,500',
			'Authorized Shares must only contain numbers.',
		],
		[
			'issued shares too',
			'Corp',
			'formationDetails.issuedShares',
			'10.5',
			'Issued Shares must only contain numbers.',
		],
		[
			'a par value may have decimals',
			'Corp',
			'formationDetails.parValue',
			'0.001',
			undefined,
		],
		[
			'a par value is a number',
			'Corp',
			'formationDetails.parValue',
			'$1',
			'This field must contain only numbers',
		],
		[
			'assets are a number',
			'Corp',
			'formationDetails.totalAssets',
			'25000.50',
			undefined,
		],
		[
			'liabilities are a number',
			'Corp',
			'formationDetails.totalLiabilities',
			'none',
			'This field must contain only numbers',
		],
	] )( '%s', ( _rule, entityType, path, value, message ) => {
		const key = path.replace( 'formationDetails.', '' );
		expect( errorsOf( entityType, { [ key ]: value } )[ path ] ).toBe(
			message
		);
	} );
} );

/** The rows validated for each list: the minimum even when the list is shorter, and every row it holds. */
const rowsOf = (
	entityType: string,
	details: Record< string, unknown >,
	list: string
) =>
	formationDetailsFields( state( entityType, details ) ).filter(
		( field ) =>
			field.path.startsWith( `formationDetails.${ list }.` ) &&
			field.path.endsWith( '.firstName' )
	).length;

describe( 'list minimums', () => {
	const two = [ {}, {} ];
	it.each( [
		[ 'members 1', 'LLC', {}, 'members', LIST_LIMITS.members.min ],
		[ 'members as many as listed', 'LLC', { members: two }, 'members', 2 ],
		[
			'no managers when member managed',
			'LLC',
			{ managementType: 'Member Managed' },
			'managers',
			0,
		],
		[
			'a manager when manager managed',
			'LLC',
			{ managementType: 'Manager Managed' },
			'managers',
			1,
		],
		[
			'officers 0 until the visitor lists them',
			'Corp',
			{},
			'officers',
			0,
		],
		[
			'officers 0 when listed',
			'Corp',
			{ listOfficers: true },
			'officers',
			LIST_LIMITS.officers.min,
		],
		[
			'officers as listed',
			'Corp',
			{ listOfficers: true, officers: two },
			'officers',
			2,
		],
		[
			'directors 0 if all officers are directors',
			'Corp',
			{ allOfficersAreDirectors: true },
			'directors',
			LIST_LIMITS.directorsWhenAllOfficersAreDirectors.min,
		],
		[
			'directors 1 otherwise',
			'Corp',
			{ allOfficersAreDirectors: false },
			'directors',
			LIST_LIMITS.directors.min,
		],
		[ 'nonprofit directors 3', 'NP Corp', {}, 'directors', 3 ],
		[
			'nonprofit directors as listed',
			'NP Corp',
			{ directors: [ {}, {}, {}, {} ] },
			'directors',
			4,
		],
	] )( '%s', ( _rule, entityType, details, list, rows ) => {
		expect( rowsOf( entityType, details, list ) ).toBe( rows );
	} );

	it( "the spec's minimums", () => {
		expect( LIST_LIMITS.nonprofitDirectors.min ).toBe( 3 );
		expect( LIST_LIMITS.members.min ).toBe( 1 );
		expect( LIST_LIMITS.directors.min ).toBe( 1 );
		expect( LIST_LIMITS.officers.min ).toBe( 0 );
	} );
} );

describe( 'a complete sub-form passes', () => {
	const person = ( firstName: string ) => ( {
		firstName,
		lastName: 'Lovelace',
	} );
	const address = {
		line1: '1 Market St',
		city: 'San Francisco',
		state: 'CA',
		zip: '94105',
	};
	it.each( [
		[
			'LLC',
			{
				managementType: 'Manager Managed',
				listMembersAndManagers: false,
				members: [ person( 'Ada' ) ],
				managers: [ person( 'Byron' ) ],
			},
		],
		[
			'Corp',
			{
				president: { ...person( 'Ada' ), address },
				secretary: { ...person( 'Charles' ), address },
				treasurer: { ...person( 'Mary' ), address },
				authorizedShares: '1500',
				parValue: '0.01',
				issuedShares: '1000',
				commonShares: '1000',
				totalLiabilities: '0',
				totalAssets: '25000',
				listOfficers: false,
				allOfficersAreDirectors: true,
			},
		],
		[
			'NP Corp',
			{
				nonprofitType: 'Charitable',
				taxExempt: true,
				hasMembers: false,
				assetDistribution: 'To another charity',
				directors: [ person( 'A' ), person( 'B' ), person( 'C' ) ],
			},
		],
	] )( '%s', ( entityType, details ) => {
		expect( errorsOf( entityType, details ) ).toEqual( {} );
	} );
} );
