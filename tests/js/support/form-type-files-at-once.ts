import { readdirSync } from 'fs';
import { join } from 'path';

import type { FormTypeDescriptor } from '../../../src/submission/form-type-descriptor';

/**
 * Jest's stand-in for src/submission/form-type-files.ts, which lists src/form-types/ through webpack's
 * require.context: the same files, read from the folder.
 */
const FOLDER = join( __dirname, '../../../src/form-types' );

export const FORM_TYPE_DESCRIPTORS: readonly FormTypeDescriptor[] = readdirSync(
	FOLDER
)
	.filter( ( file ) => /^[a-z0-9-]+\.ts$/.test( file ) )
	.map(
		( file ) =>
			(
				require( join( FOLDER, file ) ) as {
					default: FormTypeDescriptor;
				}
			 ).default
	);
