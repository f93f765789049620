import type { ModuleConfig } from '../../../src/config';
import { RootStore } from '../../../src/store/RootStore';
import {
	fakeTransport,
	fillValidOrder,
	settle,
	testConfig,
} from '../store/fake-transport';

/** The order a store sends, completed as includes/Ajax/Process_Signup.php completes it. */
export interface SentOrder {
	companies: Array< {
		company: Record< string, unknown >;
		products: Array<
			Record< string, unknown > & { data: Record< string, unknown > }
		>;
		notes?: string;
	} >;
	[ key: string ]: unknown;
}

/**
 * A store of a given form type with the given product modules in its first step, filled with the sample
 * visitor, and a way to submit it and read what left.
 * @param formType
 * @param modules
 */
export function orderStore( formType: string, modules: ModuleConfig[] = [] ) {
	const transport = fakeTransport();
	const config = testConfig( { formType } );
	config.form.steps[ 0 ].modules.push( ...modules );
	const store = new RootStore( config, { transport, navigate: jest.fn() } );
	fillValidOrder( store );
	return {
		store,
		transport,
		async submit(): Promise< SentOrder > {
			await settle();
			await store.submission.submit();
			expect( store.submission.error ).toBeNull();
			const calls = transport.submitSignup.mock.calls as unknown as Array<
				[ string, SentOrder ]
			>;
			const [ sentType, signupData ] = calls[ calls.length - 1 ];
			return {
				...signupData,
				website: 1,
				client_ip: '127.0.0.1',
				test: true,
				formType: sentType,
			};
		},
	};
}

export const products = ( list: unknown[] ): ModuleConfig => ( {
	name: 'optional-products',
	attributes: { products: list },
} );
