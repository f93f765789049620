/*
 * @jest-environment node
 */
import {
	findAccountSignupProblem,
	isAccountSignup,
} from '../../../sandbox/src/account-signup';
import { freeAccount } from './account-bodies';

describe( "process_signup's reduced sequences in the sandbox", () => {
	it( 'recognises free account and affiliate signup, and only them', () => {
		expect( isAccountSignup( freeAccount() ) ).toBe( true );
		expect(
			isAccountSignup( {
				...freeAccount(),
				formType: 'affiliate-signup',
			} )
		).toBe( true );
		expect(
			isAccountSignup( {
				...freeAccount(),
				formType: 'registered-agent-signup',
			} )
		).toBe( false );
	} );

	it( 'accepts a complete free account', () => {
		expect( findAccountSignupProblem( freeAccount(), '1' ) ).toBeNull();
	} );

	it.each( [
		[
			'a card block',
			{ ...freeAccount(), payment: {} },
			'unexpected key payment',
		],
		[
			'another website',
			{ ...freeAccount(), website: 2 },
			'website must be the configured website id 1',
		],
		[
			'no email',
			{
				...freeAccount(),
				account: { ...freeAccount().account, email_address: 'ada' },
			},
			'account.email_address must be an email address',
		],
		[
			'no last name',
			{ ...freeAccount(), contact: { first_name: 'Ada', last_name: '' } },
			'contact.last_name must not be empty',
		],
		[
			'an affiliate signup without its affiliate type',
			{
				...freeAccount(),
				formType: 'affiliate-signup',
				phones: [],
				companies: [],
				affiliateInformation: {},
			},
			'account.affiliate_type must be a string',
		],
	] )( 'refuses %s', ( _name, payload, problem ) => {
		expect( findAccountSignupProblem( payload, '1' ) ).toBe( problem );
	} );
} );
