import Validator from 'validatorjs';

import { registerLibraryRules } from './validate';

/*
 * validatorjs' own rules (in, regex, size, ...) for the fields that use them. A module whose fields do imports
 * this file from its fields.ts, so validatorjs is downloaded only by the pages that use such a module.
 */
registerLibraryRules(
	( source, value ) =>
		new Validator( { value }, { value: source } ).passes() === true
);
