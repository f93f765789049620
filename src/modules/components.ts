import { AccountSetup } from './account-setup/AccountSetup';
import { BillingType } from './billing-type/BillingType';
import { CompanyInformation } from './company-information/CompanyInformation';
import { ContactInformation } from './contact-information/ContactInformation';
import { CouponField } from './coupon-field/CouponField';
import { FilingMethods } from './filing-methods/FilingMethods';
import type { ModuleProps } from './module-props';
import { MultiStatePicker } from './multi-state-picker/MultiStatePicker';
import { OptionalProducts } from './optional-products/OptionalProducts';
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
	'filing-methods': FilingMethods,
	'coupon-field': CouponField,
	'multi-state-picker': MultiStatePicker,
	'optional-products': OptionalProducts,
	'billing-type': BillingType,
};
