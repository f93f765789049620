/**
 * The every-attribute table: the pages, and the attributes no sidebar control is meant to change, with why.
 */
import {
	affiliatePage,
	clientProfilePage,
	contactPage,
	loginVisibilityPage,
	passwordResetPage,
} from './account-and-contact';
import type { AttributePage } from './page-kit';
import {
	changeOfAgentPage,
	llcSubscriptionPage,
	llcWithoutSubscriptionPage,
	multiStatePage,
} from './agent-forms';
import {
	doubleLlcPage,
	foreignRegistrationPage,
	taxIdPage,
} from './company-forms';
import { formBehaviourPage } from './form-behaviour';
import { jobApplicationPage } from './job-application';
import { llcFormationPage } from './llc-formation';
import { nameYourOwnPricePage, phoneServicePage } from './pricing-forms';
import { registeredAgentPage } from './registered-agent';
import {
	domainCartPage,
	domainSearchPage,
	mailForwardingPage,
	vehicleRegistrationPage,
} from './service-forms';

export const ATTRIBUTE_PAGES: AttributePage[] = [
	registeredAgentPage,
	llcFormationPage,
	jobApplicationPage,
	taxIdPage,
	foreignRegistrationPage,
	doubleLlcPage,
	llcSubscriptionPage,
	llcWithoutSubscriptionPage,
	multiStatePage,
	changeOfAgentPage,
	mailForwardingPage,
	vehicleRegistrationPage,
	domainSearchPage,
	domainCartPage,
	passwordResetPage,
	loginVisibilityPage,
	contactPage,
	clientProfilePage,
	affiliatePage,
	phoneServicePage,
	nameYourOwnPricePage,
	formBehaviourPage,
];

/** `block.attribute` → why the sidebar does not change it. */
export const NOT_EDITED: Record< string, string > = {};
