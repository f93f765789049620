import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { CheckboxField } from '../../src/components/CheckboxField';
import { useFormIds } from '../../src/components/field-id';
import { trademarkAgreementField } from './fields';

/**
 * The trademark agreement: what the subscription's attorneys do for a trademark and what they cannot promise,
 * then the box agreeing to it. The text sits before the box, so it is read before the box is ticked.
 */
export const TrademarkAgreement = observer(
	function TrademarkAgreement(): React.ReactElement {
		const ids = useFormIds();
		return (
			<div
				role="group"
				aria-labelledby={ ids.of( 'trademark-agreement-title' ) }
			>
				<p
					className="fo-field__label"
					id={ ids.of( 'trademark-agreement-title' ) }
				>
					{ __( 'Trademark Agreement', 'formation-orders' ) }
				</p>
				<p className="fo-field__hint">
					{ __(
						'Your attorney can search for conflicting marks and prepare and file your trademark application. Government filing fees are not included, and only the United States Patent and Trademark Office decides whether a mark is registered.',
						'formation-orders'
					) }
				</p>
				<CheckboxField
					field={ trademarkAgreementField() }
					label={ __(
						'I have read and agree to the trademark agreement',
						'formation-orders'
					) }
				/>
			</div>
		);
	}
);
