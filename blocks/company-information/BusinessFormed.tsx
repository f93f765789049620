import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { RadioField } from '../../src/components/RadioField';
import { useStore } from '../../src/store/store-context';
import { COMPANY_FIELDS } from './fields';
import { answerOf, yesNoOptions } from './yes-no';

/**
 * "Have you formed your business?", on a form for a business that already exists (a foreign registration, a
 * registered agent for a company on file). No empties the cart and says at once that the business must exist
 * first, and where to start instead; Yes puts the form's products back in the cart.
 */
export const BusinessFormed = observer(
	function BusinessFormed(): React.ReactElement {
		const { formData, validation } = useStore();
		const field = COMPANY_FIELDS.businessFormed();
		const formed = formData.get( field.path );
		return (
			<RadioField
				field={ field }
				selected={ answerOf( formed ) }
				options={ yesNoOptions() }
				hint={
					formed === false
						? __(
								'This form is for a business that is already formed. To form yours first, place a formation order; your registered agent comes with it.',
								'formation-orders'
							)
						: undefined
				}
				onSelect={ ( value ) => {
					formData.set( field.path, value === 'yes' );
					// The answer is checked at once, so a "No" tells the visitor why nothing can be ordered.
					validation.validateFields( [ field ] );
				} }
			/>
		);
	}
);
