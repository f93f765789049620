/**
 * The one typed description of the form data tree: every path a store, module or the order builder reads by
 * name is declared here, so renaming a path breaks the build wherever it is used. Paths a form configures at
 * run time (a field's path, a condition's fieldKey) stay plain strings and go through `get` / `set`.
 */
import { DEFAULT_ENTITY_TYPE } from '../entity-types';
import type { BillingType } from '../pricing/types';

/** A choice kept as its key and the text shown for it: a state {key: "WY", value: "Wyoming"}. */
export type Choice = {
	key: string;
	value: string;
};

export type AddressData = {
	line1?: string;
	city?: string;
	state?: string;
	zip?: string;
	country?: string;
	/** The server's Wyoming check of the contact address. */
	backendValidationStatus?: {
		complete: boolean;
		valid: boolean;
		message: string;
	};
};

/** A company address: whose it is ("ra": the registered agent's, "mailing": the contact's, "specify": typed). */
export type CompanyAddress = AddressData & {
	choice?: 'ra' | 'mailing' | 'specify';
};

/** What one configured product's entry in productState holds, under its saveAs key. */
export type ProductState = {
	checked?: boolean;
	/** Multi-state products: state code to ticked; unticked states leave the map. */
	states?: Record< string, boolean >;
	/** Months, for a multi-year registered agent. */
	data?: { duration?: number };
	selectedFilingMethodKeys?: Record< string, string >;
	selectedLocalJurisdiction?: Record< string, string >;
};

export type DomainCartEntry = {
	domain: string;
	/** Months. */
	duration: number;
	/** The search result's amounts the domain is priced from (src/pricing/domain-price.ts). */
	premium?: boolean;
	thirdParty?: boolean;
	create?: { amount: number };
	purchase?: { amount: number };
	/** The price of the whole duration. */
	subTotal?: number;
	/** Registrar privacy for the domain's contacts; on unless the visitor turns it off. */
	privacy?: boolean;
};

export type TaxIdChoice = 'ssn' | 'no-ssn';

export type IndividualOrBusiness = 'individual' | 'business';

/**
 * The company's fields as the business names them; a field whose shape is not settled yet is `unknown` until a
 * module gives it one.
 */
export type CompanyInformation = {
	companyName?: string;
	companyNameDesignator?: string;
	altCompanyName?: string;
	secondCompanyName?: string;
	state?: Choice | null;
	homeState?: Choice | null;
	/** Multi-state selection: state code to ticked. */
	states?: Record< string, boolean >;
	entityType?: Choice | null;
	nameReservation?: Choice;
	nameReservationNumber?: string;
	notifyAttorney?: boolean;
	attorneyEmail?: string;
	attorneyFirstName?: string;
	attorneyLastName?: string;
	businessPurpose?: string;
	useGenericBusinessPurpose?: boolean;
	isCloseCompany?: unknown;
	ubiNumberToggle?: boolean;
	ubiNumber?: string;
	naicsCode?: string;
	formationDate?: string;
	formationDateNotKnown?: boolean;
	certificateQuantity?: unknown;
	inlineMFVODeliveryDestination?: 'ourAddress' | 'yourAddress';
	industry?: string;
	position?: string;
	/** Ticked: the visitor lives in the state of the legal subscription. */
	isStateResident?: boolean;
	changingRegisteredAgent?: unknown;
	addChangeOfAgentProduct?: unknown;
	registeredAgentServiceDuration?: { key: string; months: number };
	principalAddress?: CompanyAddress;
	mailingAddress?: CompanyAddress;
	companyNotes?: string;
	legalNeeds?: string;
	/** Ticked: the visitor agrees to the trademark agreement of the legal subscription. */
	trademarkAgreement?: boolean;
};

export type ContactInformation = {
	firstName?: string;
	lastName?: string;
	email?: string;
	phone?: string;
	altPhone?: string;
	/** The contact form's subject line. */
	subject?: string;
	fax?: string;
	/** Ticked: the contact asks for a business insurance quote. */
	insuranceOptIn?: boolean;
	/** Ticked: the contact asks about a business checking account. */
	checkingOptIn?: boolean;
	country?: string;
	state?: string;
	address?: AddressData;
};

export type AccountInformation = {
	email?: string;
	/** The login form's username (an email address or an account name). */
	username?: string;
	/** Private part: never stored in the browser. */
	password?: string;
	passwordConfirm?: string;
};

export type PaymentInformation = {
	first_name?: string;
	last_name?: string;
	/** Private part: goes to the tokenizer only. */
	number?: string;
	/** Private part: goes to the tokenizer only. */
	cvc?: string;
	exp_month?: string;
	exp_year?: string;
	differentAddress?: boolean;
	billingAddress?: AddressData;
};

export type FormDataTree = {
	formType: string;
	currentStep: number;
	loading: boolean;
	stepSeenStatus: Record< string, { seen?: boolean } | undefined >;
	primaryProducts: Record< string, unknown >;
	productState: Record< string, ProductState | undefined >;
	companyInformation: CompanyInformation;
	contactInformation: ContactInformation;
	accountInformation: AccountInformation;
	paymentInformation: PaymentInformation;
	affiliateInformation: Record< string, unknown >;
	affiliateCode: string;
	serviceInformation: {
		recipients: unknown[];
		leaveANote: boolean;
		note: string;
		/** The chosen mail forwarding / virtual office product (its saveAs). */
		mailForwardingProduct?: string;
	};
	formationDetails: Record< string, unknown >;
	vehicleInformation: { vehicles: Record< string, unknown >[] };
	jobInformation: {
		projects: Record< string, unknown >[];
		position?: string;
		/** Ticked when the position wanted is not listed; customPosition names it. */
		positionAlternativeInput?: boolean;
		customPosition?: string;
		/** The chosen position's department, and the question that department asks (clientServicesInfo ...). */
		department?: string;
		departmentQuestion?: string;
		clientServicesInfo?: string;
		interactiveDivisionInfo?: string;
		additionalApplicantInformation?: string;
		/** What describes an attached file (src/uploads/attached-files.ts); the file stays in memory. */
		resume?: unknown;
		coverLetter?: unknown;
	};
	clientInformation: { name?: string };
	contactMessage: string;
	nyop: { immediateService: boolean; requestedPrice?: number };
	nyopOverlay?: { show?: boolean; min?: number };
	billingType: BillingType;
	pluginVersion: string;
	clearFormDataOnNextPageLoad: boolean;
	/** Who a legal subscription is for (the Individual or Business cards). */
	individualOrBusiness?: IndividualOrBusiness;
	isBusinessFormed?: unknown;
	taxIDSelection?: TaxIdChoice | '';
	businessIdentityToggle?: boolean;
	couponCodes?: string[];
	domainCart?: DomainCartEntry[];
	phoneService?: { phoneAreaCode?: string; selectedPhoneNumber?: string };
};

/**
 * A new form's data: every top-level item with its default (entity type LLC, name reservation and attorney
 * answers No, billing yearly, a US contact address).
 */
export function initialFormData(
	formType: string,
	pluginVersion: string
): FormDataTree {
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
