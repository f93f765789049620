import type { FormTypeDescriptor } from './form-type-descriptor';

/**
 * Every file of src/form-types/, each one form type's descriptor: adding a file is all it takes for the editor,
 * the page and (through the build) PHP to know the form type.
 */
const files = require.context( '../form-types', false, /^\.\/[a-z0-9-]+\.ts$/ );

export const FORM_TYPE_DESCRIPTORS: readonly FormTypeDescriptor[] = files
	.keys()
	.map(
		( key ) => ( files( key ) as { default: FormTypeDescriptor } ).default
	);
