import { readdirSync, readFileSync, statSync } from 'fs';
import { join, relative } from 'path';

import { setLocaleData } from '@wordpress/i18n';

import { clientInformationFields } from '../../../blocks/client-information/fields';
import { COMPANY_FIELDS } from '../../../blocks/company-information/fields';
import { contactInformationFields } from '../../../blocks/contact-information/fields';
import { contactMessageFields } from '../../../blocks/contact-message/fields';
import {
	answerFields,
	nameFields,
} from '../../../blocks/formation-details/fields';
import { jobApplicantFields } from '../../../blocks/job-applicant/fields';
import { recipientFields } from '../../../blocks/mail-forwarding/fields';
import { paymentFields } from '../../../blocks/payment/fields';
import { ownershipFields } from '../../../blocks/vehicle-information/fields';
import { FormDataStore } from '../../../src/store/FormDataStore';
import {
	FIELD_RULES,
	LONG_TEXT_MAX_CHARS,
	NAME_MAX_CHARS,
} from '../../../src/validation/field-rules';
import { validate, type FieldRule } from '../../../src/validation/validate';
import { madeUpPath } from '../support/made-up-path';

setLocaleData( {}, 'formation-orders' );

const ROOT = join( __dirname, '../../..' );

const errorOf = ( field: FieldRule, value: unknown ) =>
	validate( { value }, [ { ...field, path: madeUpPath( 'value' ) } ] ).value;

const byPath = ( fields: FieldRule[], path: string ): FieldRule => {
	const found = fields.find( ( field ) => field.path === path );
	if ( ! found ) {
		throw new Error( `no field at ${ path }` );
	}
	return found;
};

describe( 'one rule for each kind of field', () => {
	const formData = new FormDataStore( 'job-application', '1' );
	const askers: Array< [ string, FieldRule[] ] > = [
		[ 'contact information', contactInformationFields() ],
		[ 'contact message', contactMessageFields() ],
		[ 'client information', clientInformationFields() ],
		[
			'job applicant',
			jobApplicantFields( { linksRequired: false }, formData ),
		],
	];

	it.each( [
		'contactInformation.firstName',
		'contactInformation.lastName',
		'contactInformation.email',
		'contactInformation.phone',
	] )( '%s has the same rule in every module that asks it', ( path ) => {
		const rules = askers
			.filter( ( [ , fields ] ) =>
				fields.some( ( field ) => field.path === path )
			)
			.map( ( [ module, fields ] ) => [
				module,
				byPath( fields, path ).rules,
			] );
		expect( rules.length ).toBeGreaterThan( 1 );
		for ( const [ module, rule ] of rules ) {
			expect( [ module, rule ] ).toEqual( [ module, rules[ 0 ][ 1 ] ] );
		}
	} );

	it.each( [
		[
			'the contact message’s first name',
			byPath( contactMessageFields(), 'contactInformation.firstName' ),
		],
		[
			'the contact message’s last name',
			byPath( contactMessageFields(), 'contactInformation.lastName' ),
		],
		[
			'an official’s first name',
			nameFields( 'formationDetails.directors.0', 'Director 1' )[ 0 ],
		],
		[
			'an official’s last name',
			nameFields( 'formationDetails.directors.0', 'Director 1' )[ 1 ],
		],
		[ 'a mail recipient’s first name', recipientFields( 0 )[ 0 ] ],
		[
			'the payer’s last name',
			byPath(
				paymentFields( new FormDataStore( 'business-formation', '1' ) ),
				'paymentInformation.last_name'
			),
		],
	] )(
		'%s is a person’s name: required, at most 100 characters',
		( _what, field ) => {
			expect( field.rules ).toBe( FIELD_RULES.personName );
			expect( errorOf( field, 'A'.repeat( NAME_MAX_CHARS ) ) ).toBe(
				undefined
			);
			expect( errorOf( field, 'A'.repeat( NAME_MAX_CHARS + 1 ) ) ).toBe(
				'The field cannot contain more than 100 characters'
			);
		}
	);

	it( 'the company owning the vehicles is a company name, as the company step’s', () => {
		expect( ownershipFields().company.rules ).toBe(
			COMPANY_FIELDS.companyName().rules
		);
	} );

	it( 'a nonprofit’s asset distribution holds what its box takes: 2000 characters', () => {
		const field = byPath(
			answerFields( 'nonprofit' ),
			'formationDetails.assetDistribution'
		);
		expect( errorOf( field, 'x'.repeat( LONG_TEXT_MAX_CHARS + 1 ) ) ).toBe(
			'The field cannot contain more than 2000 characters'
		);
	} );

	/** Every source file of the modules and the shared code, but the rules' own folder. */
	const sources = ( dir: string ): string[] =>
		readdirSync( dir ).flatMap( ( name ) => {
			const path = join( dir, name );
			if ( statSync( path ).isDirectory() ) {
				return path.endsWith( join( 'src', 'validation' ) )
					? []
					: sources( path );
			}
			return /\.tsx?$/.test( name ) ? [ path ] : [];
		} );

	it( 'no module writes a rule string of its own: each comes from field-rules.ts', () => {
		// A rule string starts with a rule name, alone or before "|" or ":" ('required|maxLength:100', 'numeric').
		const inline =
			/rules:\s*['`](required|requiredAllowFalse|maxLength|length|numeric|digits|email|phoneNumber|url|fileExtension)\b/;
		const ruleLiteral =
			/['`](required\||[a-zA-Z]+\|maxLength:|maxLength:\d)/;
		const offenders = [
			...sources( join( ROOT, 'src' ) ),
			...sources( join( ROOT, 'blocks' ) ),
		].flatMap( ( file ) =>
			readFileSync( file, 'utf8' )
				.split( '\n' )
				.map( ( line, index ) => ( { line, index } ) )
				.filter(
					( { line } ) =>
						inline.test( line ) || ruleLiteral.test( line )
				)
				.map(
					( { line, index } ) =>
						`${ relative( ROOT, file ) }:${ index + 1 }: ${ line.trim() }`
				)
		);
		expect( offenders ).toEqual( [] );
	} );
} );
