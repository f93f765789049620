/**
 * The every-attribute table: the pages, and the attributes no sidebar control is meant to change, with why.
 */
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
import { jobApplicationPage } from './job-application';
import { llcFormationPage } from './llc-formation';
import { registeredAgentPage } from './registered-agent';

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
];

/** `block.attribute` → why the sidebar does not change it. */
export const NOT_EDITED: Record< string, string > = {};
