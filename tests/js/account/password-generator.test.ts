import {
	generatePassword,
	meetsRequirements,
} from '../../../src/account/password-generator';
import { PASSWORD_GEN_NUM_CHARS } from '../../../src/validation/field-rules';
import { validate } from '../../../src/validation/validate';
import { accountSetupFields } from '../../../blocks/account-setup/fields';

/** A repeatable random source: a linear congruential sequence from a seed. */
const seeded = ( seed: number ) => ( values: Uint32Array ) => {
	let state = seed;
	for ( let index = 0; index < values.length; index++ ) {
		state = ( state * 1664525 + 1013904223 ) % 2 ** 32;
		values[ index ] = state;
	}
	return values;
};

describe( 'password generator ("Generated length passwordGenNumChars (default 12)")', () => {
	it( 'makes 12 characters by default that pass the password rules', () => {
		expect( PASSWORD_GEN_NUM_CHARS ).toBe( 12 );
		const [ , password ] = accountSetupFields( {
			passwordMinChars: 8,
			confirmPassword: false,
		} );
		for ( let seed = 1; seed <= 200; seed++ ) {
			const generated = generatePassword(
				PASSWORD_GEN_NUM_CHARS,
				seeded( seed )
			);
			expect( generated ).toHaveLength( 12 );
			expect( meetsRequirements( generated ) ).toBe( true );
			expect(
				validate( { accountInformation: { password: generated } }, [
					password,
				] )
			).toEqual( {} );
		}
	} );

	it( 'uses the browser’s crypto source and differs from call to call', () => {
		const first = generatePassword( 12 );
		const second = generatePassword( 12 );
		expect( first ).not.toBe( second );
		expect( meetsRequirements( first ) ).toBe( true );
	} );

	it( 'never goes below one character of each kind', () => {
		expect( generatePassword( 1, seeded( 7 ) ) ).toHaveLength( 4 );
	} );
} );

describe( 'account setup fields ("minimum length passwordMinChars (default 8)"; confirmation must match)', () => {
	const messages = (
		attributes: { passwordMinChars: number; confirmPassword: boolean },
		password: string,
		passwordConfirm?: string
	) =>
		validate(
			{
				accountInformation: {
					email: 'ada@example.com',
					password,
					passwordConfirm,
				},
			},
			accountSetupFields( attributes )
		);

	it.each( [
		[ 8, 'Secret-1', {} ],
		[
			8,
			'Secr-1',
			{
				'accountInformation.password':
					'Password must be at least 8 characters',
			},
		],
		[
			10,
			'Secret-12',
			{
				'accountInformation.password':
					'Password must be at least 10 characters',
			},
		],
		[ 10, 'Secret-123', {} ],
		[
			0,
			'Secr-1',
			{
				'accountInformation.password':
					'Password must be at least 8 characters',
			},
		],
		[
			8,
			'secret-12',
			{
				'accountInformation.password':
					'Password must contain at least one capital letter',
			},
		],
		[
			8,
			'Secret-ab',
			{
				'accountInformation.password':
					'Password must contain at least one number',
			},
		],
		[
			8,
			'Secret123',
			{
				'accountInformation.password':
					'Password must contain at least one special character',
			},
		],
	] )( 'minimum %d, "%s": %j', ( minimum, password, expected ) => {
		expect(
			messages(
				{ passwordMinChars: minimum, confirmPassword: false },
				password
			)
		).toEqual( expected );
	} );

	it.each( [
		[
			'Secret-12',
			undefined,
			{
				'accountInformation.passwordConfirm':
					'Confirm Password is required',
			},
		],
		[
			'Secret-12',
			'Secret-13',
			{ 'accountInformation.passwordConfirm': 'Passwords do not match' },
		],
		[ 'Secret-12', 'Secret-12', {} ],
	] )(
		'with confirmation, "%s" and %j: %j',
		( password, confirm, expected ) => {
			expect(
				messages(
					{ passwordMinChars: 8, confirmPassword: true },
					password,
					confirm
				)
			).toEqual( expected );
		}
	);

	it( 'asks no confirmation unless the form does', () => {
		expect(
			accountSetupFields( {
				passwordMinChars: 8,
				confirmPassword: false,
			} ).map( ( field ) => field.path )
		).toEqual( [
			'accountInformation.email',
			'accountInformation.password',
		] );
	} );
} );
