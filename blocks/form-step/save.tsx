import { InnerBlocks } from '@wordpress/block-editor';

/** Only the modules' block comments are saved; the order form renders the step from its configuration. */
export function FormStepSave(): React.ReactElement {
	return <InnerBlocks.Content />;
}
