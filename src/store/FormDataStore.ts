import { computed, makeAutoObservable, toJS } from 'mobx';

import {
	initialFormData,
	type AccountInformation,
	type Choice,
	type CompanyInformation,
	type ContactInformation,
	type DomainCartEntry,
	type PaymentInformation,
	type ProductState,
	type TaxIdChoice,
} from '../form-data/form-data-tree';
import { getIn, listEntries, mergeTrees, setIn } from '../form-data/paths';
import type { FormDataPath, FormDataValue } from '../form-data/typed-paths';
import type { BillingType } from '../pricing/types';

/**
 * Paths held in the private part: never persisted, never logged. The card number and security code live
 * here too so that nothing that writes the public part to browser storage can ever carry them.
 */
export const PRIVATE_PATHS: FormDataPath[] = [
	'accountInformation.password',
	'accountInformation.passwordConfirm',
	'paymentInformation.number',
	'paymentInformation.cvc',
	// A file does not survive a reload: neither does what describes it, so the applicant attaches it again.
	'jobInformation.resume',
	'jobInformation.coverLetter',
];

type Tree = Record< string, unknown >;

/** What one entry of the list at `P` holds. */
type ListEntry< P extends FormDataPath > =
	NonNullable< FormDataValue< P > > extends readonly ( infer Entry )[]
		? Entry
		: never;

/**
 * The form data tree. What several modules share is read and written through the named accessors below,
 * typed by the tree's one description; `get` / `set` by dotted path remain for what a form configures at run
 * time (field paths, condition fieldKeys).
 */
export class FormDataStore {
	publicData: Tree;
	privateData: Tree = {};

	constructor( formType: string, pluginVersion: string ) {
		this.publicData = initialFormData( formType, pluginVersion );
		// The plain tree is read while the stores are built (the values a field starts from) and by the first
		// render: kept alive, it is worked out once for both rather than once per read outside a reaction.
		makeAutoObservable( this, { values: computed( { keepAlive: true } ) } );
	}

	/**
	 * Replaces the public part, e.g. with what a previous page load stored.
	 */
	replacePublicData( data: Tree ): void {
		this.publicData = data;
	}

	/**
	 * Adds a blank entry to a list (officials, recipients, projects, vehicles).
	 */
	addListEntry< P extends FormDataPath >(
		path: P,
		blank: ListEntry< P > & object
	): void {
		this.put( path, [ ...this.list( path ), { ...blank } ] );
	}

	/**
	 * Adds blank entries until the list has at least `minimum`. The list is counted as it is now, not as a module
	 * last drew it: what the visitor typed into the form the server printed reaches the form data as the script
	 * takes over, and may have started the list between that render and this call.
	 */
	fillList< P extends FormDataPath >(
		path: P,
		minimum: number,
		blank: () => ListEntry< P > & object
	): void {
		const stored: unknown = this.get( path );
		const entries = this.list( path );
		const blanks = Array.from(
			{ length: Math.max( minimum - entries.length, 0 ) },
			blank
		);
		// An index-keyed entry becomes the list's first, in a list of its own.
		if (
			blanks.length ||
			( entries.length && ! Array.isArray( stored ) )
		) {
			this.put( path, [ ...entries, ...blanks ] );
		}
	}

	/**
	 * Removes one entry; the entries after it move up one index.
	 */
	removeListEntry( path: FormDataPath, index: number ): void {
		this.put(
			path,
			this.list( path ).filter( ( _, position ) => position !== index )
		);
	}

	/** The entries of a list; none when nothing, or no list, is there. */
	list< P extends FormDataPath >( path: P ): Array< ListEntry< P > > {
		return listEntries( this.get( path ) ) as Array< ListEntry< P > >;
	}

	get< P extends FormDataPath >( path: P ): FormDataValue< P > | undefined {
		return this.getConfiguredPath( path ) as FormDataValue< P > | undefined;
	}

	/** The text at a path: a number as its digits, anything else that is not text as ''. */
	getString( path: FormDataPath ): string {
		const value: unknown = this.get( path );
		return typeof value === 'string' || typeof value === 'number'
			? String( value )
			: '';
	}

	set< P extends FormDataPath >( path: P, value: FormDataValue< P > ): void {
		this.put( path, value );
	}

	/**
	 * Reads at a path that comes from data rather than code (a condition's fieldKey, set in the editor), which
	 * the compiler cannot check against the tree.
	 */
	getConfiguredPath( path: string ): unknown {
		return getIn(
			this.isPrivate( path ) ? this.privateData : this.publicData,
			path
		);
	}

	/**
	 * Writes at a path that comes from data rather than code (a dataset file's keys), which the compiler cannot
	 * check against the tree.
	 */
	setConfiguredPath( path: string, value: unknown ): void {
		this.put( path, value );
	}

	/** Both parts as one plain tree, for validation and for building the order. */
	get values(): Tree {
		return mergeTrees( toJS( this.publicData ), toJS( this.privateData ) );
	}

	get formType(): string {
		return this.getString( 'formType' );
	}

	/** The company's state, once one with a key is chosen. */
	get selectedState(): Choice | null {
		const state = this.get( 'companyInformation.state' );
		return state?.key ? state : null;
	}

	chooseState( state: Choice | null ): void {
		this.set( 'companyInformation.state', state );
	}

	/** The key of the chosen entity type ("LLC", "NP Corp"), or null. */
	get entityType(): string | null {
		return this.get( 'companyInformation.entityType' )?.key || null;
	}

	/**
	 * Entity types are shown by their key, so the choice holds the key twice.
	 */
	chooseEntityType( key: string | null ): void {
		this.set(
			'companyInformation.entityType',
			key ? { key, value: key } : null
		);
	}

	get company(): CompanyInformation {
		return this.both( 'companyInformation' );
	}

	get contact(): ContactInformation {
		return this.both( 'contactInformation' );
	}

	/** Includes the password, from the private part. */
	get account(): AccountInformation {
		return this.both( 'accountInformation' );
	}

	/** Includes card number and security code, from the private part. */
	get payment(): PaymentInformation {
		return this.both( 'paymentInformation' );
	}

	/** The billing address is asked for only when it differs from the contact address. */
	get billingAddressDiffers(): boolean {
		return this.get( 'paymentInformation.differentAddress' ) === true;
	}

	setBillingAddressDiffers( differs: boolean ): void {
		this.set( 'paymentInformation.differentAddress', differs );
	}

	/** Yearly unless monthly was chosen. */
	get billingType(): BillingType {
		return this.get( 'billingType' ) === 'monthly' ? 'monthly' : 'yearly';
	}

	setBillingType( billingType: BillingType ): void {
		this.set( 'billingType', billingType );
	}

	/** Every configured product's choices, by saveAs. */
	get productStates(): Record< string, ProductState | undefined > {
		return this.get( 'productState' ) ?? {};
	}

	productState( saveAs: string ): ProductState | undefined {
		return this.get( `productState.${ saveAs }` );
	}

	setProductChecked( saveAs: string, checked: boolean ): void {
		this.set( `productState.${ saveAs }.checked`, checked );
	}

	/**
	 * The ticked states of a multi-state product (state code to true).
	 */
	setSelectedStates( saveAs: string, states: Record< string, boolean > ) {
		this.set( `productState.${ saveAs }.states`, states );
	}

	setFilingMethodKey( saveAs: string, jurisdiction: string, key: string ) {
		this.set(
			`productState.${ saveAs }.selectedFilingMethodKeys.${ jurisdiction }`,
			key
		);
	}

	setLocalJurisdiction(
		saveAs: string,
		jurisdiction: string,
		local: string
	): void {
		this.set(
			`productState.${ saveAs }.selectedLocalJurisdiction.${ jurisdiction }`,
			local
		);
	}

	/**
	 * The registered-agent term a visitor chose, in months.
	 */
	setTermMonths( saveAs: string, months: number ): void {
		this.set( `productState.${ saveAs }.data.duration`, months );
	}

	get taxIdSelection(): TaxIdChoice | null {
		return this.get( 'taxIDSelection' ) || null;
	}

	setTaxIdSelection( choice: TaxIdChoice ): void {
		this.set( 'taxIDSelection', choice );
	}

	/** The business-identity bundle's own toggle. */
	get businessIdentity(): boolean {
		return this.get( 'businessIdentityToggle' ) === true;
	}

	setBusinessIdentity( wanted: boolean ): void {
		this.set( 'businessIdentityToggle', wanted );
	}

	get domainCart(): DomainCartEntry[] {
		const entries = this.get( 'domainCart' );
		return Array.isArray( entries ) ? entries : [];
	}

	get couponCodes(): string[] {
		const codes = this.get( 'couponCodes' );
		return Array.isArray( codes ) ? codes : [];
	}

	setCouponCodes( codes: string[] ): void {
		this.set( 'couponCodes', codes );
	}

	/** The step index a previous page load stopped at, if any. */
	get currentStep(): number | undefined {
		return this.get( 'currentStep' );
	}

	setCurrentStep( index: number ): void {
		this.set( 'currentStep', index );
	}

	stepSeen( index: number ): boolean {
		return this.get( `stepSeenStatus.${ index }.seen` ) === true;
	}

	markStepSeen( index: number ): void {
		this.set( `stepSeenStatus.${ index }.seen`, true );
	}

	/** After a successful order the next page load starts empty. */
	clearOnNextPageLoad(): void {
		this.set( 'clearFormDataOnNextPageLoad', true );
	}

	private put( path: string, value: unknown ): void {
		setIn(
			this.isPrivate( path ) ? this.privateData : this.publicData,
			path,
			value
		);
	}

	/**
	 * One branch with its private leaves merged in, as a plain object.
	 */
	private both< P extends FormDataPath >( path: P ): FormDataValue< P > {
		const publicPart = toJS( getIn( this.publicData, path ) ?? {} );
		const privatePart = toJS( getIn( this.privateData, path ) ?? {} );
		return mergeTrees(
			publicPart as Tree,
			privatePart as Tree
		) as FormDataValue< P >;
	}

	private isPrivate( path: string ): boolean {
		return PRIVATE_PATHS.some(
			( privatePath ) =>
				path === privatePath || path.startsWith( privatePath + '.' )
		);
	}
}
