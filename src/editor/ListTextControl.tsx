import { TextControl } from '@wordpress/components';
import { useState } from '@wordpress/element';

type Item = string | number;

interface Props< T extends Item > {
	label: string;
	help: React.ReactNode;
	items: T[];
	/** Text to items, e.g. "de, WY" → ["DE", "WY"]. */
	parse: ( text: string ) => T[];
	invalid?: boolean;
	onChange: ( items: T[] ) => void;
}

const sameItems = ( a: Item[], b: Item[] ) =>
	a.length === b.length && a.every( ( item, index ) => item === b[ index ] );

/**
 * A list typed as "DE, WY" or "12, 24, 36". What is typed stays as typed (a trailing comma, lower case)
 * while it says the saved items; items changed elsewhere (undo) replace it.
 */
export function ListTextControl< T extends Item >( {
	label,
	help,
	items,
	parse,
	invalid,
	onChange,
}: Props< T > ): React.ReactElement {
	const [ text, setText ] = useState( items.join( ', ' ) );
	const shown = sameItems( parse( text ), items ) ? text : items.join( ', ' );
	return (
		<TextControl
			__next40pxDefaultSize
			__nextHasNoMarginBottom
			label={ label }
			help={ help }
			value={ shown }
			aria-invalid={ invalid || undefined }
			autoComplete="off"
			onChange={ ( next: string ) => {
				setText( next );
				onChange( parse( next ) );
			} }
		/>
	);
}
