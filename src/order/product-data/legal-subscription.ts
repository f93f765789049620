import { readAt } from '../../form-data/typed-paths';
import { text } from '../../form-data/read-answers';

/** The category of the legal plan the legal subscription sells (law-on-call). */
export const LEGAL_PLAN_CATEGORY = 'law-on-call';

/**
 * What the attorneys of a legal plan need from the subscriber: what they need help with, that they live in the
 * plan's state and that they agreed to the trademark agreement. Each goes only when the form asked it, so a plan
 * bought as an opt-in of another form carries none of them.
 */
export function legalSubscriptionData(
	values: object
): Record< string, unknown > {
	const needs = text( values, 'companyInformation.legalNeeds' );
	const resident = readAt( values, 'companyInformation.isStateResident' );
	const agreed = readAt( values, 'companyInformation.trademarkAgreement' );
	return {
		...( needs ? { legal_needs: needs } : {} ),
		...( typeof resident === 'boolean'
			? { state_resident: resident }
			: {} ),
		...( typeof agreed === 'boolean'
			? { trademark_agreement: agreed }
			: {} ),
	};
}
