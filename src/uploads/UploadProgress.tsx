import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useStore } from '../store/store-context';

/**
 * While a form's files are being sent: how much has gone, as a bar and in words. Shown with the spinner, so the
 * visitor sees it whichever step holds the files.
 */
export const UploadProgress = observer(
	function UploadProgress(): React.ReactElement | null {
		const { submission } = useStore();
		const progress = submission.uploadProgress;
		if ( progress === null ) {
			return null;
		}
		const percent = Math.round( progress * 100 );
		return (
			<span className="fo-upload-progress">
				<progress
					className="fo-upload-progress__bar"
					max={ 100 }
					value={ percent }
					aria-label={ __(
						'Uploading your files',
						'formation-orders'
					) }
				/>
				<span className="fo-upload-progress__text">
					{ sprintf(
						/* translators: %d: share of the files sent, 0 to 100 */
						__( 'Uploading your files: %d%%', 'formation-orders' ),
						percent
					) }
				</span>
			</span>
		);
	}
);
