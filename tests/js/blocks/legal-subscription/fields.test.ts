import { businessDetailsFields } from '../../../../blocks/business-details/fields';
import { individualOrBusinessFields } from '../../../../blocks/individual-or-business/fields';
import { legalNeedsFields } from '../../../../blocks/legal-needs/fields';
import { trademarkAgreementFields } from '../../../../blocks/trademark-agreement/fields';
import { CHOICE_LABELS } from '../../../../src/validation/field-rules';
import { validate, type FieldRule } from '../../../../src/validation/validate';

/** The messages the legal subscription's fields show for a form holding `values`. */
const errorsOf = ( fields: FieldRule[], values: Record< string, unknown > ) =>
	validate( values, fields );

const company = ( values: Record< string, unknown > ) => ( {
	companyInformation: values,
} );

const COMPLETE_DETAILS = {
	entityType: { key: 'Individual', value: 'Individual' },
	isStateResident: true,
};

describe( 'the legal subscription rules', () => {
	it( "uses the business's label for the individual-or-business choice", () => {
		expect( individualOrBusinessFields()[ 0 ].label ).toBe(
			CHOICE_LABELS.individualOrBusiness
		);
	} );

	it.each( [
		// what, fields, form data, errors by path
		[
			'no card chosen',
			individualOrBusinessFields(),
			{},
			{
				individualOrBusiness:
					'Individual or Business Selection is required',
			},
		],
		[
			'Individual chosen',
			individualOrBusinessFields(),
			{ individualOrBusiness: 'individual' },
			{},
		],
		[
			'Business chosen',
			individualOrBusinessFields(),
			{ individualOrBusiness: 'business' },
			{},
		],
		[
			'the residency box not ticked',
			businessDetailsFields(),
			company( { ...COMPLETE_DETAILS, isStateResident: false } ),
			{
				'companyInformation.isStateResident':
					'State Residency is required',
			},
		],
		[
			'the residency box never touched',
			businessDetailsFields(),
			company( { entityType: COMPLETE_DETAILS.entityType } ),
			{
				'companyInformation.isStateResident':
					'State Residency is required',
			},
		],
		[
			'legal name, industry and position left out: optional',
			businessDetailsFields(),
			company( COMPLETE_DETAILS ),
			{},
		],
		[
			'no entity type',
			businessDetailsFields(),
			company( { ...COMPLETE_DETAILS, entityType: null } ),
			{
				'companyInformation.entityType.key': 'Entity Type is required',
			},
		],
		[
			'a legal name of 201 characters',
			businessDetailsFields(),
			company( { ...COMPLETE_DETAILS, companyName: 'a'.repeat( 201 ) } ),
			{
				'companyInformation.companyName':
					'The field cannot contain more than 200 characters',
			},
		],
		[
			'no legal needs',
			legalNeedsFields(),
			company( { legalNeeds: '' } ),
			{ 'companyInformation.legalNeeds': 'Legal Needs is required' },
		],
		[
			'legal needs of 2000 characters',
			legalNeedsFields(),
			company( { legalNeeds: 'a'.repeat( 2000 ) } ),
			{},
		],
		[
			'legal needs of 2001 characters',
			legalNeedsFields(),
			company( { legalNeeds: 'a'.repeat( 2001 ) } ),
			{
				'companyInformation.legalNeeds':
					'The field cannot contain more than 2000 characters',
			},
		],
		[
			'the trademark agreement not ticked',
			trademarkAgreementFields(),
			company( { trademarkAgreement: false } ),
			{
				'companyInformation.trademarkAgreement':
					'Trademark Agreement is required',
			},
		],
		[
			'the trademark agreement ticked',
			trademarkAgreementFields(),
			company( { trademarkAgreement: true } ),
			{},
		],
	] )( '%s', ( _what, fields, values, expected ) => {
		expect( errorsOf( fields, values ) ).toEqual( expected );
	} );
} );
