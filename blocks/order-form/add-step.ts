import { createBlock } from '@wordpress/blocks';
import { useSelect } from '@wordpress/data';

import {
	blockEditor,
	useBlockEditorActions,
} from '../../src/editor/block-editor-store';
import { requestLabelFocus } from '../form-step/label-focus';
import { defaultStepLabel, nextStepNumber } from '../form-step/step-label';

const STEP = 'formation-orders/form-step';

/**
 * Adds a step at the end of an order form, labelled "Step N", selected, with the keyboard on its label so the
 * editor can name it at once.
 * @param clientId The order form block.
 */
export function useAddStep( clientId: string ): () => void {
	const steps = useSelect(
		( select ) => blockEditor( select ).getBlocks( clientId ),
		[ clientId ]
	);
	const { insertBlocks } = useBlockEditorActions();
	return () => {
		const number = nextStepNumber(
			steps.map( ( step ) => step.attributes )
		);
		const step = createBlock( STEP, {
			key: `step-${ number }`,
			label: defaultStepLabel( number ),
		} );
		requestLabelFocus( step.clientId );
		// Selected without the editor's own caret placement (null): the step's label field takes the focus.
		insertBlocks( [ step ], undefined, clientId, true, null );
	};
}
