import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { FieldShell } from '../components/FieldShell';
import { useField } from '../components/use-field';
import { useStore } from '../store/store-context';
import type { FieldRule } from '../validation/validate';
import {
	attachFile,
	hasSendableFile,
	isAttachedFileInfo,
} from './attached-files';
import { uploadLimitOf } from './upload-limit';
import { UPLOAD_MAX_KILOBYTES } from '../validation/field-rules';

interface FileFieldProps {
	field: FieldRule;
}

/**
 * A PDF upload. The file is checked the moment it is chosen (type and size, the catalogue's texts) and a refused
 * one is reported at the field; nothing else the visitor typed changes. While the application is being sent,
 * a progress bar shows how much of it has gone.
 */
export const FileField = observer( function FileField( {
	field,
}: FileFieldProps ): React.ReactElement {
	const { formData, submission } = useStore();
	const info = formData.get( field.path );
	const chosen = isAttachedFileInfo( info ) ? info : null;
	const { validation, textId, shell, control } = useField( field, {
		hint: true,
		texts: chosen ? [ 'status' ] : [],
	} );
	const progress = submission.uploadProgress;
	const megabytes = uploadLimitOf( formData, UPLOAD_MAX_KILOBYTES ) / 1000;

	useEffect( () => {
		// A file described in stored form data did not survive the reload: ask for it again.
		if ( chosen && ! hasSendableFile( formData, field.path ) ) {
			attachFile( formData, field.path, null );
		}
		// Only on mount: later descriptions always come with their file.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const hint = sprintf(
		/* translators: %s: size limit in megabytes */
		__( 'PDF only, up to %s MB.', 'formation-orders' ),
		String( megabytes )
	);
	return (
		<FieldShell { ...shell } hint={ hint }>
			<input
				className="fo-field__input fo-file__input"
				{ ...control }
				type="file"
				accept=".pdf,application/pdf"
				onChange={ ( event ) => {
					attachFile(
						formData,
						field.path,
						event.target.files?.[ 0 ] ?? null
					);
					// Whatever the validation mode, a refused file is reported when it is chosen, not at Submit.
					validation.fieldChange( field );
					validation.validateFields( [ field ] );
				} }
			/>
			{ chosen && (
				<p className="fo-file__chosen" id={ textId( 'status' ) }>
					{ sprintf(
						/* translators: 1: file name, 2: size in kilobytes */
						__( 'Attached: %1$s (%2$s KB)', 'formation-orders' ),
						chosen.name,
						String( Math.ceil( chosen.size / 1000 ) )
					) }{ ' ' }
					<button
						type="button"
						className="fo-link-button"
						onClick={ () => {
							attachFile( formData, field.path, null );
							validation.fieldChange( field );
						} }
					>
						{ __( 'Remove', 'formation-orders' ) }
						<span className="screen-reader-text">
							{ ' ' }
							{ chosen.name }
						</span>
					</button>
				</p>
			) }
			{ chosen && ! shell.error && progress !== null && (
				<progress
					className="fo-file__progress"
					max={ 100 }
					value={ Math.round( progress * 100 ) }
					aria-label={ sprintf(
						/* translators: %s: file name */
						__( 'Uploading %s', 'formation-orders' ),
						chosen.name
					) }
				/>
			) }
		</FieldShell>
	);
} );
