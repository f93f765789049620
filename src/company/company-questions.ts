import { agentAddressAllowedIn } from '../pricing/state-rules';
import { DESIGNATED_ENTITY_TYPES } from './designator';

/** What decides which company questions a form asks: the block's settings and the answers so far. */
export interface CompanyQuestionsInput {
	settings: {
		askBusinessFormed: boolean;
		askDesignator: boolean;
		askAlternateName: boolean;
		askHomeState: boolean;
		askNaics: boolean;
		naicsStates: readonly string[];
		askFormationDate: boolean;
		askNotifyAttorney: boolean;
		askNameReservation: boolean;
		askUbi: boolean;
		ubiStates: readonly string[];
		askBusinessPurpose: boolean;
		offerGenericPurpose: boolean;
		askCompanyNotes: boolean;
		askPrincipalAddress: boolean;
		askMailingAddress: boolean;
	};
	state: string | null;
	entityType: string | null;
	formationDateNotKnown: boolean;
	notifyAttorney: boolean;
	nameReservation: string | null;
	ubiNumberToggle: boolean | null;
	useGenericBusinessPurpose: boolean;
	principalAddressChoice: string;
	mailingAddressChoice: string;
}

export interface CompanyQuestions {
	/** "Have you formed your business?": a form for an existing business only. */
	businessFormed: boolean;
	designator: boolean;
	alternateName: boolean;
	homeState: boolean;
	naics: boolean;
	naicsRequired: boolean;
	formationDate: boolean;
	/** Asked but not validated: "I don't know my Formation Date" is ticked. */
	formationDateSkipped: boolean;
	notifyAttorney: boolean;
	attorney: boolean;
	nameReservation: boolean;
	nameReservationNumber: boolean;
	ubi: boolean;
	ubiNumber: boolean;
	businessPurpose: boolean;
	genericPurpose: boolean;
	purposeText: boolean;
	companyNotes: boolean;
	principalAddress: boolean;
	principalAddressFields: boolean;
	mailingAddress: boolean;
	mailingAddressFields: boolean;
}

/**
 * Entity types whose filing must state their own purpose, so the generic purpose is not offered: a professional
 * company names the profession it practises, a nonprofit the purpose its tax exemption rests on.
 */
export const OWN_PURPOSE_ENTITY_TYPES = [ 'PLLC', 'PC', 'NP Corp', 'NP LLC' ];

/** The address choice whose fields the visitor types ("ra": the agent's address, "mailing": the contact's). */
export const SPECIFIED_ADDRESS = 'specify';
/** The agent's address: the default choice where the state allows it. */
export const AGENT_ADDRESS = 'ra';
/** The contact's address: the default where the state refuses the agent's. */
export const CONTACT_ADDRESS = 'mailing';

/**
 * The company address choice that stands: the visitor's, unless it is the agent's address (chosen, or left at the
 * default) in a state that refuses it; then the default there, the contact's address.
 */
export function addressChoiceInForce(
	choice: string | null | undefined,
	state: string | null | undefined
): string {
	const chosen = choice || AGENT_ADDRESS;
	return chosen === AGENT_ADDRESS && ! agentAddressAllowedIn( state )
		? CONTACT_ADDRESS
		: chosen;
}

/**
 * Which company questions show, from the block's settings and the answers so far: NAICS is required in the
 * configured states but never for a nonprofit corporation; the UBI question belongs to its states; a
 * follow-up (attorney's name and email, reservation number, UBI number, purpose text, typed address) shows
 * only after the answer that asks for it; the generic purpose is not offered to professional and nonprofit
 * companies.
 */
export function companyQuestions(
	input: CompanyQuestionsInput
): CompanyQuestions {
	const { settings, state, entityType } = input;
	const ubi =
		settings.askUbi &&
		!! state &&
		( settings.ubiStates.length === 0 ||
			settings.ubiStates.includes( state ) );
	const genericPurpose =
		settings.askBusinessPurpose &&
		settings.offerGenericPurpose &&
		! OWN_PURPOSE_ENTITY_TYPES.includes( entityType ?? '' );
	return {
		businessFormed: settings.askBusinessFormed,
		designator:
			settings.askDesignator &&
			DESIGNATED_ENTITY_TYPES.includes( entityType ?? '' ),
		alternateName: settings.askAlternateName,
		homeState: settings.askHomeState,
		naics: settings.askNaics && entityType !== 'NP Corp',
		naicsRequired:
			settings.askNaics &&
			!! state &&
			settings.naicsStates.includes( state ) &&
			entityType !== 'NP Corp',
		formationDate: settings.askFormationDate,
		formationDateSkipped:
			settings.askFormationDate && input.formationDateNotKnown,
		notifyAttorney: settings.askNotifyAttorney,
		attorney: settings.askNotifyAttorney && input.notifyAttorney,
		nameReservation: settings.askNameReservation,
		nameReservationNumber:
			settings.askNameReservation && input.nameReservation === 'yes',
		ubi,
		ubiNumber: ubi && input.ubiNumberToggle === true,
		businessPurpose: settings.askBusinessPurpose,
		genericPurpose,
		purposeText:
			settings.askBusinessPurpose &&
			! ( genericPurpose && input.useGenericBusinessPurpose ),
		companyNotes: settings.askCompanyNotes,
		principalAddress: settings.askPrincipalAddress,
		principalAddressFields:
			settings.askPrincipalAddress &&
			input.principalAddressChoice === SPECIFIED_ADDRESS,
		mailingAddress: settings.askMailingAddress,
		mailingAddressFields:
			settings.askMailingAddress &&
			input.mailingAddressChoice === SPECIFIED_ADDRESS,
	};
}
