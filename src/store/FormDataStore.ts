import { makeAutoObservable, toJS } from 'mobx';

import { DEFAULT_ENTITY_TYPE } from '../entity-types';
import { getIn, mergeTrees, setIn } from './paths';

/**
 * Paths held in the private part: never persisted, never logged. The card number and security code live
 * here too so that nothing that writes the public part to browser storage can ever carry them.
 */
export const PRIVATE_PATHS = [
	'accountInformation.password',
	'accountInformation.passwordConfirm',
	'paymentInformation.number',
	'paymentInformation.cvc',
];

export interface StateChoice {
	key: string;
	value: string;
}

/**
 * The form data tree (orders-and-checkout.md §3), addressed by dotted path.
 */
export class FormDataStore {
	publicData: Record< string, unknown >;
	privateData: Record< string, unknown > = {};

	constructor( formType: string, pluginVersion: string ) {
		this.publicData = {
			formType,
			pluginVersion,
			billingType: 'yearly',
			companyInformation: {
				entityType: {
					key: DEFAULT_ENTITY_TYPE,
					value: DEFAULT_ENTITY_TYPE,
				},
			},
			contactInformation: { address: { country: 'US' } },
			paymentInformation: { differentAddress: false },
		};
		makeAutoObservable( this );
	}

	get( path: string ): unknown {
		return getIn(
			this.isPrivate( path ) ? this.privateData : this.publicData,
			path
		);
	}

	getString( path: string ): string {
		const value = this.get( path );
		return typeof value === 'string' || typeof value === 'number'
			? String( value )
			: '';
	}

	set( path: string, value: unknown ): void {
		setIn(
			this.isPrivate( path ) ? this.privateData : this.publicData,
			path,
			value
		);
	}

	/** Both parts as one plain tree, for validation and for building the order. */
	get values(): Record< string, unknown > {
		return mergeTrees( toJS( this.publicData ), toJS( this.privateData ) );
	}

	get formType(): string {
		return this.getString( 'formType' );
	}

	get selectedState(): StateChoice | null {
		const state = this.get( 'companyInformation.state' ) as
			StateChoice | null | undefined;
		return state?.key ? state : null;
	}

	private isPrivate( path: string ): boolean {
		return PRIVATE_PATHS.some(
			( privatePath ) =>
				path === privatePath || path.startsWith( privatePath + '.' )
		);
	}
}
