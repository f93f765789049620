/**
 * The one typed description of the form data tree: every path a field, store, module or the order builder uses
 * is declared here (src/form-data/typed-paths.ts makes the paths types), so a path that is not declared, or is
 * renamed, breaks the build wherever it is used. Only paths that come from data at run time (a condition's
 * fieldKey set in the editor, a dataset file's keys) stay plain strings.
 */
import { DEFAULT_ENTITY_TYPE } from '../entity-types';
import type { CorporateOfficer, ShareField } from '../formation/formation-kind';
import type { NotaryField } from '../optional-items/supplies';
import type { BillingType } from '../pricing/types';
import type { AttachedFileInfo } from '../uploads/attached-files';
import type { VehicleEntry } from '../vehicles/vehicle-entry';

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
	/** "ra", "mailing" or "specify", as the radio group wrote it. */
	choice?: string;
};

/**
 * What a product asks the visitor for, under productState.{saveAs}.data: the registered agent's term, the
 * seal's lettering, the notary's details, the process agent's docket, and a trade name per state code.
 */
export type ProductData = {
	/** Months, for a multi-year registered agent. */
	duration?: number;
	embossSealCapitalization?: string;
	notary?: Partial< Record< NotaryField, string > >;
	docketNumberType?: string;
	docketNumber?: string;
	USDOTNumber?: string;
	/** A trade name's entry in one state, by its code (CA, WY). */
	[ state: Uppercase< string > ]: { name?: string } | undefined;
};

/** What one configured product's entry in productState holds, under its saveAs key. */
export type ProductState = {
	checked?: boolean;
	/** Multi-state products: state code to ticked; unticked states leave the map. */
	states?: Record< string, boolean >;
	data?: ProductData;
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

/** The company's fields as the business names them. */
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
	ubiNumberToggle?: boolean;
	ubiNumber?: string;
	naicsCode?: string;
	formationDate?: string;
	formationDateNotKnown?: boolean;
	/** How many certificates, as typed (a dataset may give a number). */
	certificateQuantity?: string | number;
	inlineMFVODeliveryDestination?: 'ourAddress' | 'yourAddress';
	industry?: string;
	position?: string;
	/** Ticked: the visitor lives in the state of the legal subscription. */
	isStateResident?: boolean;
	/** Whether the company changes its registered agent, as a yes/no choice. */
	changingRegisteredAgent?: Choice;
	addChangeOfAgentProduct?: boolean;
	registeredAgentServiceDuration?: { key: string; months: number };
	principalAddress?: CompanyAddress;
	mailingAddress?: CompanyAddress;
	companyNotes?: string;
	legalNeeds?: string;
	/** Ticked: the visitor agrees to the trademark agreement of the legal subscription. */
	trademarkAgreement?: boolean;
	/** Who the vehicles are registered to, and the company's name when a company owns them. */
	vehicleBusinessFormationOwnershipType?: string;
	vehicleBusinessFormationOwnedByCompanyName?: string;
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

/** A person a formation files (member, manager, officer, director). */
export type Official = {
	firstName?: string;
	lastName?: string;
};

/**
 * The formation's sub-form: an LLC's management, a corporation's officers, shares and lists, a nonprofit's
 * type and answers. Yes/no answers are booleans.
 */
export type FormationDetails = {
	managementType?: string;
	listMembersAndManagers?: boolean;
	listOfficers?: boolean;
	allOfficersAreDirectors?: boolean;
	members?: Official[];
	managers?: Official[];
	officers?: Official[];
	directors?: Official[];
	nonprofitType?: string;
	taxExempt?: boolean;
	hasMembers?: boolean;
	assetDistribution?: string;
} & Partial<
	Record< CorporateOfficer, Official & { address?: AddressData } >
> &
	Partial< Record< ShareField, string > >;

/** One project of a job application: its PDF, its link and what the applicant did. */
export type JobProject = {
	projectUpload?: AttachedFileInfo | null;
	projectURL?: string;
	projectContribution?: string;
};

export type JobInformation = {
	projects: JobProject[];
	position?: string;
	/** What the chosen position's list entry says of it: its label, its listing and its skills. */
	positionLabel?: string;
	jobListingLink?: string;
	positionSkills?: string[];
	/** Ticked when the position wanted is not listed; customPosition names it. */
	positionAlternativeInput?: boolean;
	customPosition?: string;
	/** The chosen position's department, and the question that department asks (clientServicesInfo ...). */
	department?: string;
	departmentQuestion?: string;
	homeState?: string;
	reasonForApplying?: string;
	/** What describes an attached file (src/uploads/attached-files.ts); the file stays in memory. */
	resume?: AttachedFileInfo | null;
	coverLetter?: AttachedFileInfo | null;
	linkedinLink?: string;
	githubLink?: string;
	codepenLink?: string;
	howApplicantHeardAboutUs?: string;
	howApplicantHeardAboutUsOther?: string;
	/** Each answer with its question, by the question's index (written by index, so kept as an object). */
	supplementalQuestions?: Record<
		`${ number }`,
		{ question?: string; answer?: string } | undefined
	>;
	additionalApplicantInformation?: string;
	/** The answer to a department's own question, by the department's key (clientServicesInfo ...). */
	[ departmentAnswer: `${ string }Info` ]: string | undefined;
};

export type FormDataTree = {
	formType: string;
	currentStep: number;
	loading: boolean;
	stepSeenStatus: Record< string, { seen?: boolean } | undefined >;
	/** Kept empty: stored data has always carried it, nothing reads or writes it. */
	primaryProducts: Record< string, never >;
	productState: Record< string, ProductState | undefined >;
	companyInformation: CompanyInformation;
	contactInformation: ContactInformation;
	accountInformation: AccountInformation;
	paymentInformation: PaymentInformation;
	affiliateInformation: { affiliateType?: Choice | null; goals?: string };
	affiliateCode: string;
	serviceInformation: {
		/** Who else receives the forwarded mail. */
		recipients: Official[];
		leaveANote: boolean;
		note: string;
		/** The chosen mail forwarding / virtual office product (its saveAs). */
		mailForwardingProduct?: string;
	};
	formationDetails: FormationDetails;
	vehicleInformation: { vehicles: VehicleEntry[] };
	jobInformation: JobInformation;
	clientInformation: { name?: string };
	contactMessage: string;
	nyop: { immediateService: boolean; requestedPrice?: number };
	nyopOverlay?: { show?: boolean; min?: number };
	billingType: BillingType;
	pluginVersion: string;
	clearFormDataOnNextPageLoad: boolean;
	/** Sent as the signup's cancel_services; no module asks it yet, so it stays unset. */
	cancelServices?: boolean;
	/** Who a legal subscription is for (the Individual or Business cards). */
	individualOrBusiness?: IndividualOrBusiness;
	isBusinessFormed?: boolean;
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
