import { InnerBlocks } from '@wordpress/block-editor';

/** PHP renders the form (includes/Blocks.php); the post keeps only the steps' block comments. */
export function OrderFormSave(): React.ReactElement {
	return <InnerBlocks.Content />;
}
