import { makeAutoObservable, toJS } from 'mobx';

import { DEFAULT_ENTITY_TYPE } from '../entity-types';
import { getIn, mergeTrees, setIn } from '../form-data/paths';

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

/**
 * Every top-level item of orders-and-checkout.md §3, with the defaults of the spec.
 * @param formType
 * @param pluginVersion
 */
export function initialFormData(
	formType: string,
	pluginVersion: string
): Record< string, unknown > {
	return {
		formType,
		currentStep: 0,
		loading: false,
		stepSeenStatus: {},
		primaryProducts: {},
		productState: {},
		companyInformation: {
			entityType: {
				key: DEFAULT_ENTITY_TYPE,
				value: DEFAULT_ENTITY_TYPE,
			},
			nameReservation: { key: 'no', value: 'No' },
			notifyAttorney: false,
		},
		contactInformation: { address: { country: 'US' } },
		accountInformation: {},
		paymentInformation: { differentAddress: false },
		affiliateInformation: {},
		affiliateCode: '',
		serviceInformation: { recipients: [], leaveANote: false, note: '' },
		formationDetails: {},
		vehicleInformation: { vehicles: [] },
		jobInformation: { projects: [] },
		clientInformation: {},
		contactMessage: '',
		nyop: { immediateService: true },
		billingType: 'yearly',
		pluginVersion,
		clearFormDataOnNextPageLoad: false,
	};
}

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
		this.publicData = initialFormData( formType, pluginVersion );
		makeAutoObservable( this );
	}

	/**
	 * Replaces the public part, e.g. with what a previous page load stored.
	 * @param data
	 */
	replacePublicData( data: Record< string, unknown > ): void {
		this.publicData = data;
	}

	/**
	 * Adds a blank entry to a list (officials, recipients, projects, vehicles).
	 * @param path
	 * @param blank
	 */
	addListEntry( path: string, blank: Record< string, unknown > = {} ): void {
		this.set( path, [ ...this.list( path ), { ...blank } ] );
	}

	/**
	 * Removes one entry; the entries after it move up one index.
	 * @param path
	 * @param index
	 */
	removeListEntry( path: string, index: number ): void {
		this.set(
			path,
			this.list( path ).filter( ( _, position ) => position !== index )
		);
	}

	list( path: string ): Record< string, unknown >[] {
		const value = this.get( path );
		return Array.isArray( value ) ? value : [];
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
