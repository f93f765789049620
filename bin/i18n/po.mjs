/**
 * Reads a .po file into its translated entries (fuzzy and untranslated ones left out) and its plural rule.
 */

const unquote = ( line ) => JSON.parse( line.trim().replace( /\t/g, '\\t' ) );

/**
 * @param {string} text The .po file.
 * @return {{pluralForms: string, entries: {context?: string, text: string, plural?: string, translations: string[]}[]}} The
 *         plural rule of the header and the translated entries.
 */
export function readPo( text ) {
	const entries = [];
	let pluralForms = 'nplurals=2; plural=(n != 1);';
	for ( const block of text.replace( /\r\n/g, '\n' ).split( /\n{2,}/ ) ) {
		const fields = {};
		let current = null;
		let fuzzy = false;
		for ( const line of block.split( '\n' ) ) {
			if ( line.startsWith( '#,' ) && line.includes( 'fuzzy' ) ) {
				fuzzy = true;
			}
			if ( line.startsWith( '#' ) || line.trim() === '' ) {
				continue;
			}
			const field =
				/^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d+\])?)\s+(".*")\s*$/.exec(
					line
				);
			if ( field ) {
				current = field[ 1 ];
				fields[ current ] = unquote( field[ 2 ] );
			} else if ( current && line.trim().startsWith( '"' ) ) {
				fields[ current ] += unquote( line );
			}
		}
		if ( fields.msgid === undefined ) {
			continue;
		}
		if ( fields.msgid === '' ) {
			pluralForms =
				/Plural-Forms:\s*([^\n]*)/
					.exec( fields.msgstr ?? '' )?.[ 1 ]
					?.trim() ?? pluralForms;
			continue;
		}
		const translations =
			fields.msgid_plural !== undefined
				? Object.keys( fields )
						.filter( ( key ) => key.startsWith( 'msgstr[' ) )
						.sort(
							( a, b ) =>
								parseInt( a.slice( 7 ), 10 ) -
								parseInt( b.slice( 7 ), 10 )
						)
						.map( ( key ) => fields[ key ] )
				: [ fields.msgstr ?? '' ];
		if (
			fuzzy ||
			translations.every( ( translation ) => translation === '' )
		) {
			continue;
		}
		entries.push( {
			...( fields.msgctxt !== undefined && { context: fields.msgctxt } ),
			text: fields.msgid,
			...( fields.msgid_plural !== undefined && {
				plural: fields.msgid_plural,
			} ),
			translations,
		} );
	}
	return { pluralForms, entries };
}
