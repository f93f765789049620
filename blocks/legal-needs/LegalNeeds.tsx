import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { TextAreaField } from '../../src/components/TextAreaField';
import { LONG_TEXT_MAX_CHARS } from '../../src/validation/field-rules';
import { legalNeedsField } from './fields';

/**
 * What the subscriber needs a lawyer for, with the counter "N/2000 Characters Max.": the attorney assigned reads
 * it before the first call.
 */
export const LegalNeeds = observer( function LegalNeeds(): React.ReactElement {
	return (
		<TextAreaField
			field={ legalNeedsField() }
			rows={ 6 }
			maxLength={ LONG_TEXT_MAX_CHARS }
			hint={ __(
				'Tell us what you would like help with, so that your attorney is ready for your first call.',
				'formation-orders'
			) }
		/>
	);
} );
