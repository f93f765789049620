import type { ModuleConfig } from '../config';
import type { FormDataStore } from '../store/FormDataStore';
import type { FieldRule } from '../validation/validate';
import { accountSetupFields } from './account-setup/fields';
import { companyInformationFields } from './company-information/fields';
import { contactInformationFields } from './contact-information/fields';
import { multiStatePickerFields } from './multi-state-picker/fields';
import { paymentFields } from './payment/fields';
import { statePickerFields } from './state-picker/fields';

type FieldsOf = (
	formData: FormDataStore,
	attributes: Record< string, unknown >
) => FieldRule[];

/** The fields each module validates, by module (block) name. Modules without fields are absent. */
const moduleFields: Record< string, FieldsOf > = {
	'state-picker': ( _formData, attributes ) =>
		statePickerFields( attributes ),
	'company-information': companyInformationFields,
	'contact-information': contactInformationFields,
	'account-setup': accountSetupFields,
	payment: paymentFields,
	'multi-state-picker': ( _formData, attributes ) =>
		multiStatePickerFields( attributes ),
};

export function fieldsOfModule(
	module: ModuleConfig,
	formData: FormDataStore
): FieldRule[] {
	return moduleFields[ module.name ]?.( formData, module.attributes ) ?? [];
}
