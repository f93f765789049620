import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import type { RootStore } from '../store/RootStore';
import { fillFromDataset } from './dataset';

/**
 * The dataset's file, or null when there is none (404, not JSON, offline): the toolbox then says the form is missing a dataset.
 */
async function fetchDataset( url: string ): Promise< unknown > {
	try {
		const response = await fetch( url, { credentials: 'same-origin' } );
		return response.ok ? await response.json() : null;
	} catch {
		return null;
	}
}

/**
 * Data Filler: fills the form from its dataset through the store, so validation, the cart and conditions react
 * as if a visitor had typed it.
 */
export function DataFiller( {
	store,
	datasetUrl,
	developerName,
}: {
	store: RootStore;
	datasetUrl: string;
	developerName: string;
} ): React.ReactElement {
	const [ status, setStatus ] = useState< {
		text: string;
		failed: boolean;
	} | null >( null );
	const [ busy, setBusy ] = useState( false );

	const fill = async () => {
		setBusy( true );
		const problem = fillFromDataset(
			store.formData,
			await fetchDataset( datasetUrl ),
			{ now: new Date(), developerName }
		);
		setBusy( false );
		setStatus(
			problem
				? { text: problem, failed: true }
				: {
						text: __(
							'The form is filled with the sample data.',
							'formation-orders'
						),
						failed: false,
					}
		);
	};

	return (
		<fieldset className="fo-toolbox__tool">
			<legend>{ __( 'Data Filler', 'formation-orders' ) }</legend>
			<button
				type="button"
				className="fo-button fo-button--secondary"
				disabled={ busy }
				onClick={ fill }
			>
				{ __( 'Fill the form with sample data', 'formation-orders' ) }
			</button>
			<p
				className={
					status?.failed
						? 'fo-toolbox__status fo-toolbox__status--error'
						: 'fo-toolbox__status'
				}
				role="status"
			>
				{ status?.text }
			</p>
		</fieldset>
	);
}
