/**
 * Finds the translatable strings in PHP and TypeScript source: every call of a WordPress i18n function with the
 * plugin's text domain, with its plural, context and translator comment.
 */

/** Function name → what each argument is (text, plural, context, domain; '' = anything else, e.g. the number). */
const SHAPES = {
	__: [ 'text', 'domain' ],
	_e: [ 'text', 'domain' ],
	esc_html__: [ 'text', 'domain' ],
	esc_html_e: [ 'text', 'domain' ],
	esc_attr__: [ 'text', 'domain' ],
	esc_attr_e: [ 'text', 'domain' ],
	_x: [ 'text', 'context', 'domain' ],
	_ex: [ 'text', 'context', 'domain' ],
	esc_html_x: [ 'text', 'context', 'domain' ],
	esc_attr_x: [ 'text', 'context', 'domain' ],
	_n: [ 'text', 'plural', '', 'domain' ],
	_nx: [ 'text', 'plural', '', 'context', 'domain' ],
	_n_noop: [ 'text', 'plural', 'domain' ],
	_nx_noop: [ 'text', 'plural', 'context', 'domain' ],
};

const CALL_START = new RegExp(
	`(?<![\\w$>:])(${ Object.keys( SHAPES ).join( '|' ) })\\s*\\(`,
	'g'
);

/** The value of a lone string literal ('…', "…" or a `…` without ${}), or null for any other expression. */
function literal( source ) {
	const match = /^(['"`])([\s\S]*)\1$/.exec( source.trim() );
	if ( ! match || ( match[ 1 ] === '`' && match[ 2 ].includes( '${' ) ) ) {
		return null;
	}
	const [ , quote, body ] = match;
	if (
		body.includes( quote ) &&
		! new RegExp( `\\\\${ quote }` ).test( body )
	) {
		return null; // 'a' . 'b': two literals, not one.
	}
	return body.replace( /\\(.)/g, ( all, character ) => {
		if ( character === 'n' && quote !== "'" ) {
			return '\n';
		}
		return character === quote || character === '\\' ? character : all;
	} );
}

/** The top-level arguments of the call whose "(" is at `open`, as source text, and the index after ")". */
function argumentsAt( source, open ) {
	const args = [];
	let depth = 0;
	let start = open + 1;
	for ( let i = open + 1; i < source.length; i++ ) {
		const character = source[ i ];
		if ( character === '"' || character === "'" || character === '`' ) {
			for ( i++; i < source.length && source[ i ] !== character; i++ ) {
				if ( source[ i ] === '\\' ) {
					i++;
				}
			}
		} else if ( '([{'.includes( character ) ) {
			depth++;
		} else if ( ')]}'.includes( character ) ) {
			if ( depth === 0 ) {
				args.push( source.slice( start, i ) );
				return args;
			}
			depth--;
		} else if ( character === ',' && depth === 0 ) {
			args.push( source.slice( start, i ) );
			start = i + 1;
		}
	}
	return args;
}

/**
 * The translator comment of a call: a comment starting with "translators:" that ends on the call's line or on the
 * line before it, as wp-cli's make-pot takes it.
 */
function translatorComment( source, callIndex ) {
	const before = source.slice( 0, callIndex );
	const lines = before.split( '\n' );
	const nearby = lines.slice( -2 ).join( '\n' );
	const comments = [
		...nearby.matchAll(
			/\/\*+\s*(translators:[\s\S]*?)\s*\*+\/|(?:\/\/|#)\s*(translators:.*)/gi
		),
	];
	const last = comments.at( -1 );
	return last
		? ( last[ 1 ] ?? last[ 2 ] ).replace( /\s*\n\s*\*?\s*/g, ' ' ).trim()
		: '';
}

/**
 * @param {string} source The PHP or TypeScript source.
 * @param {string} domain Only calls with this text domain count.
 * @return {{text: string, plural?: string, context?: string, comment: string}[]} The strings, in source order.
 */
export function gettextCalls( source, domain ) {
	const found = [];
	for ( const match of source.matchAll( CALL_START ) ) {
		const shape = SHAPES[ match[ 1 ] ];
		const args = argumentsAt( source, match.index + match[ 0 ].length - 1 );
		const values = Object.fromEntries(
			shape.flatMap( ( role, i ) =>
				role ? [ [ role, literal( args[ i ] ?? '' ) ] ] : []
			)
		);
		if (
			values.domain !== domain ||
			values.text === null ||
			values.text === ''
		) {
			continue;
		}
		if (
			( 'plural' in values && values.plural === null ) ||
			( 'context' in values && values.context === null )
		) {
			continue;
		}
		found.push( {
			text: values.text,
			...( values.plural !== undefined && { plural: values.plural } ),
			...( values.context !== undefined && { context: values.context } ),
			comment: translatorComment( source, match.index ),
		} );
	}
	return found;
}
