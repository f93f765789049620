import { TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';

import { jurisdictionsFromText } from './product-list';

interface Props {
	label: string;
	help: React.ReactNode;
	codes: string[];
	invalid: boolean;
	onChange: ( codes: string[] ) => void;
}

const sameCodes = ( a: string[], b: string[] ) => a.join() === b.join();

/**
 * Jurisdiction codes typed as "DE, WY". What is typed stays as typed (a trailing comma, lower case) while it
 * names the saved codes; codes changed elsewhere replace it.
 * @param root0
 * @param root0.label
 * @param root0.help
 * @param root0.codes
 * @param root0.invalid
 * @param root0.onChange
 */
export function JurisdictionsControl( {
	label,
	help,
	codes,
	invalid,
	onChange,
}: Props ): React.ReactElement {
	const [ text, setText ] = useState( codes.join( ', ' ) );
	const shown = sameCodes( jurisdictionsFromText( text ), codes )
		? text
		: codes.join( ', ' );
	return (
		<TextControl
			label={ label }
			help={ help }
			value={ shown }
			aria-invalid={ invalid || undefined }
			autoComplete="off"
			onChange={ ( next: string ) => {
				setText( next );
				onChange( jurisdictionsFromText( next ) );
			} }
		/>
	);
}
