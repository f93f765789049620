import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { TextField } from '../../src/components/TextField';
import {
	recipientBounds,
	recipientRows,
} from '../../src/mail-forwarding/availability';
import { useStore } from '../../src/store/store-context';
import type { MailForwardingAttributes } from './attributes';
import { RECIPIENTS, recipientFields } from './fields';

/**
 * Who receives the mail: a first and last name per recipient, from the minimum (1) up to the maximum (4 by
 * default). Removing one moves the ones after it up.
 */
export const Recipients = observer( function Recipients( {
	attributes,
}: {
	attributes: MailForwardingAttributes;
} ): React.ReactElement {
	const { formData } = useStore();
	const bounds = recipientBounds(
		attributes.recipientsMin,
		attributes.recipientsMax
	);
	const entered = formData.list( RECIPIENTS );
	const rows = recipientRows( entered.length, bounds );
	// Rows shown but never typed in are blank entries, so adding one appends after them.
	const add = () => {
		const filled = Array.from(
			{ length: rows },
			( _, index ) => entered[ index ] ?? {}
		);
		formData.set( RECIPIENTS, [ ...filled, {} ] );
	};

	return (
		<fieldset className="fo-fieldset fo-recipients">
			<legend className="fo-field__label">
				{ __( 'Mail recipients', 'formation-orders' ) }
			</legend>
			<p className="fo-recipients__hint">
				{ sprintf(
					/* translators: %d: most recipients allowed, such as 4. */
					__(
						'Who may receive mail at this address: up to %d people.',
						'formation-orders'
					),
					bounds.max
				) }
			</p>
			{ Array.from( { length: rows }, ( _, index ) => {
				const [ firstName, lastName ] = recipientFields( index );
				return (
					<div className="fo-row fo-recipients__row" key={ index }>
						<TextField
							field={ firstName }
							autoComplete="off"
							maxLength={ 100 }
						/>
						<TextField
							field={ lastName }
							autoComplete="off"
							maxLength={ 100 }
						/>
						{ rows > bounds.min && (
							<button
								type="button"
								className="fo-link-button"
								onClick={ () =>
									formData.removeListEntry(
										RECIPIENTS,
										index
									)
								}
							>
								{ sprintf(
									/* translators: %d: the recipient's number. */
									__(
										'Remove recipient %d',
										'formation-orders'
									),
									index + 1
								) }
							</button>
						) }
					</div>
				);
			} ) }
			{ rows < bounds.max && (
				<button
					type="button"
					className="fo-button fo-button--secondary"
					onClick={ add }
				>
					{ __( 'Add a recipient', 'formation-orders' ) }
				</button>
			) }
		</fieldset>
	);
} );
