/**
 * The condition builder's state (src/editor/condition-groups.ts). A condition is "config ...
 * orConditions each holding andConditions of fieldKey and fieldVal"; a module shows when any group holds.
 */
import {
	addGroup,
	addRow,
	draftMatches,
	groupsOf,
	moduleConditionOf,
	normalizeGroups,
	removeGroup,
	removeRow,
	updateRow,
	valueFromText,
	valueText,
	type ConditionGroup,
} from '../../../src/editor/condition-groups';
import { moduleConditionPasses } from '../../../src/engine/conditions';

const row = ( fieldKey: string, fieldVal: unknown = '' ) => ( {
	fieldKey,
	fieldVal,
} );
const corp = row( 'companyInformation.entityType', 'Corp' );
const wy = row( 'companyInformation.state', 'WY' );
const monthly = row( 'billingType', 'monthly' );
const blank = row( '' );

describe( 'editing the groups', () => {
	it.each< [ string, ConditionGroup[], ConditionGroup[] ] >( [
		[
			'"Add another group" on nothing starts group 1 with a blank row',
			addGroup( [] ),
			[ { andConditions: [ blank ] } ],
		],
		[
			'"Add another group" (OR) appends a group with a blank row',
			addGroup( [ { andConditions: [ corp ] } ] ),
			[ { andConditions: [ corp ] }, { andConditions: [ blank ] } ],
		],
		[
			'"Add condition" (AND) appends a blank row to that group only',
			addRow(
				[ { andConditions: [ corp ] }, { andConditions: [ wy ] } ],
				1
			),
			[ { andConditions: [ corp ] }, { andConditions: [ wy, blank ] } ],
		],
		[
			'removing a row keeps the rest of its group',
			removeRow( [ { andConditions: [ corp, wy ] } ], 0, 0 ),
			[ { andConditions: [ wy ] } ],
		],
		[
			'removing the last row of a group drops the group',
			removeRow(
				[ { andConditions: [ corp ] }, { andConditions: [ wy ] } ],
				0,
				0
			),
			[ { andConditions: [ wy ] } ],
		],
		[
			'removing a group keeps the others in order',
			removeGroup(
				[
					{ andConditions: [ corp ] },
					{ andConditions: [ wy ] },
					{ andConditions: [ monthly ] },
				],
				1
			),
			[ { andConditions: [ corp ] }, { andConditions: [ monthly ] } ],
		],
		[
			'updating a field key leaves the value and the other rows',
			updateRow( [ { andConditions: [ corp, wy ] } ], 0, 1, {
				fieldKey: 'contactInformation.state',
			} ),
			[
				{
					andConditions: [
						corp,
						row( 'contactInformation.state', 'WY' ),
					],
				},
			],
		],
		[
			'updating a value keeps keys a row was written with',
			updateRow(
				[ { andConditions: [ { ...corp, note: 'by hand' } ] } ],
				0,
				0,
				{ fieldVal: 'NP Corp' }
			),
			[
				{
					andConditions: [
						{
							fieldKey: 'companyInformation.entityType',
							fieldVal: 'NP Corp',
							note: 'by hand',
						},
					],
				},
			],
		],
	] )( '%s', ( _, actual, expected ) => {
		expect( actual ).toEqual( expected );
	} );

	it( 'never changes the groups it is given', () => {
		const groups = [ { andConditions: [ corp ] } ];
		const copy = JSON.parse( JSON.stringify( groups ) );
		addRow( groups, 0 );
		updateRow( groups, 0, 0, { fieldVal: 'LLC' } );
		removeRow( groups, 0, 0 );
		expect( groups ).toEqual( copy );
	} );
} );

describe( 'what is saved', () => {
	it.each< [ string, ConditionGroup[], unknown, Record< string, unknown > ] >(
		[
			[ 'nothing left is {}', [], {}, {} ],
			[
				'a group of blank rows is dropped, so {}',
				[ { andConditions: [ blank, blank ] } ],
				{},
				{},
			],
			[
				'blank rows go, typed rows stay',
				[
					{ andConditions: [ corp, blank ] },
					{ andConditions: [ blank ] },
					{ andConditions: [ wy ] },
				],
				{},
				{
					orConditions: [
						{ andConditions: [ corp ] },
						{ andConditions: [ wy ] },
					],
				},
			],
			[
				'a row with a field and an empty value stays (it matches an empty field)',
				[ { andConditions: [ row( 'affiliateCode' ) ] } ],
				{},
				{
					orConditions: [
						{ andConditions: [ row( 'affiliateCode' ) ] },
					],
				},
			],
			[
				'an empty item of a list value (a comma just typed) is dropped',
				[
					{
						andConditions: [
							row( 'companyInformation.entityType', [
								'Corp',
								'',
							] ),
						],
					},
				],
				{},
				{
					orConditions: [
						{
							andConditions: [
								row( 'companyInformation.entityType', [
									'Corp',
								] ),
							],
						},
					],
				},
			],
			[
				'other keys of the attribute are kept',
				[ { andConditions: [ corp ] } ],
				{ orConditions: [], note: 'kept' },
				{ note: 'kept', orConditions: [ { andConditions: [ corp ] } ] },
			],
		]
	)( '%s', ( _, groups, previous, expected ) => {
		expect( moduleConditionOf( groups, previous ) ).toEqual( expected );
	} );

	it( 'a condition built with two OR groups passes exactly when either group holds', () => {
		let groups = addGroup( [] );
		groups = updateRow( groups, 0, 0, corp );
		groups = addGroup( groups );
		groups = updateRow( groups, 1, 0, wy );
		groups = addRow( groups, 1 );
		groups = updateRow( groups, 1, 1, row( 'billingType', 'monthly' ) );
		const condition = moduleConditionOf( groups );
		const values = (
			entityType: string,
			state: string,
			billing: string
		) => ( {
			companyInformation: {
				entityType: { key: entityType, value: entityType },
				state: { key: state, value: state },
			},
			billingType: billing,
		} );
		expect(
			[
				values( 'Corp', 'CA', 'yearly' ),
				values( 'LLC', 'WY', 'monthly' ),
				values( 'LLC', 'WY', 'yearly' ),
				values( 'LLC', 'CA', 'monthly' ),
			].map( ( value ) => moduleConditionPasses( condition, value ) )
		).toEqual( [ true, true, false, false ] );
	} );
} );

describe( 'conditions written by hand load and edit without loss', () => {
	const byHand = [
		{
			andConditions: [
				{ fieldKey: 'isBusinessFormed', fieldVal: true },
				{
					fieldKey: 'companyInformation.entityType',
					fieldVal: [ 'Corp', 'NP Corp' ],
				},
			],
			label: 'formed corporations',
		},
		{ andConditions: [ { fieldKey: 'certificateQuantity', fieldVal: 2 } ] },
	];

	it( 'loads every group, row, value and extra key as written', () => {
		expect( groupsOf( byHand ) ).toEqual( byHand );
	} );

	it( 'editing one row leaves the others, with their types, unchanged', () => {
		const edited = updateRow( groupsOf( byHand ), 1, 0, {
			fieldVal: valueFromText( '3', 2 ),
		} );
		expect( moduleConditionOf( edited ) ).toEqual( {
			orConditions: [
				byHand[ 0 ],
				{
					andConditions: [
						{ fieldKey: 'certificateQuantity', fieldVal: '3' },
					],
				},
			],
		} );
	} );

	it.each( [
		[ 'not a list', { orConditions: 'x' }, [] ],
		[ 'nothing', undefined, [] ],
		[
			'a group without a list',
			[ { note: 1 } ],
			[ { note: 1, andConditions: [] } ],
		],
		[
			'rows that are not objects',
			[ { andConditions: [ 'x', corp, null ] } ],
			[ { andConditions: [ corp ] } ],
		],
	] )( 'tolerates %s', ( _, saved, expected ) => {
		expect( groupsOf( saved ) ).toEqual( expected );
	} );

	it.each< [ unknown, string ] >( [
		[ 'Corp', 'Corp' ],
		[ true, 'true' ],
		[ false, 'false' ],
		[ 2, '2' ],
		[ [ 'Corp', 'NP Corp' ], 'Corp, NP Corp' ],
		[ null, '' ],
		[ undefined, '' ],
		[ { key: 'WY' }, '{"key":"WY"}' ],
	] )( 'the value %p shows as %p', ( value, text ) => {
		expect( valueText( value ) ).toBe( text );
	} );

	it.each< [ string, unknown, unknown ] >( [
		[ 'LLC', 'Corp', 'LLC' ],
		[ 'true', true, 'true' ],
		[ 'Corp, LLC', [ 'Corp' ], [ 'Corp', 'LLC' ] ],
		[ 'Corp,', [ 'Corp' ], [ 'Corp', '' ] ],
	] )( 'typing %p over %p saves %p', ( text, previous, saved ) => {
		expect( valueFromText( text, previous ) ).toEqual( saved );
	} );
} );

describe( 'the draft and the saved value', () => {
	it.each< [ string, ConditionGroup[], unknown, boolean ] >( [
		[
			'a blank row being typed still matches',
			[ { andConditions: [ corp, blank ] } ],
			[ { andConditions: [ corp ] } ],
			true,
		],
		[
			'nothing and no groups match',
			[ { andConditions: [ blank ] } ],
			undefined,
			true,
		],
		[
			'a value changed elsewhere (undo) does not',
			[ { andConditions: [ corp ] } ],
			[ { andConditions: [ wy ] } ],
			false,
		],
	] )( '%s', ( _, draft, saved, expected ) => {
		expect( draftMatches( draft, saved ) ).toBe( expected );
	} );

	it( 'normalizing twice changes nothing', () => {
		const groups = [
			{ andConditions: [ corp, blank ] },
			{ andConditions: [ blank ] },
		];
		expect( normalizeGroups( normalizeGroups( groups ) ) ).toEqual(
			normalizeGroups( groups )
		);
	} );
} );
