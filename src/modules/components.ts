import { AccountSetup } from './account-setup/AccountSetup';
import { CompanyInformation } from './company-information/CompanyInformation';
import { ContactInformation } from './contact-information/ContactInformation';
import type { ModuleProps } from './module-props';
import { OrderSummary } from './order-summary/OrderSummary';
import { Payment } from './payment/Payment';
import { StatePicker } from './state-picker/StatePicker';

/** The component of each module, by module (block) name. */
export const moduleComponents: Record<
	string,
	React.ComponentType< ModuleProps >
> = {
	'state-picker': StatePicker,
	'company-information': CompanyInformation,
	'contact-information': ContactInformation,
	'account-setup': AccountSetup,
	payment: Payment,
	'order-summary': OrderSummary,
};
