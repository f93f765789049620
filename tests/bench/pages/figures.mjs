/**
 * Figures of the page benchmark: medians, sizes in KB (1000 bytes, as the issue counts them), and the BENCH lines
 * and README table built from one result per demo page.
 */

/** Goals: the form usable within this many times the bare page's load (the must, and the aim). */
export const RATIO_MUST = 1.5;
export const RATIO_GOAL = 1.2;
/** The plugin's own JavaScript per demo page, gzip-compressed. */
export const JS_GZIP_GOAL = 60_000;

export function median( values ) {
	const sorted = [ ...values ].sort( ( a, b ) => a - b );
	const middle = Math.floor( sorted.length / 2 );
	return sorted.length % 2
		? sorted[ middle ]
		: ( sorted[ middle - 1 ] + sorted[ middle ] ) / 2;
}

export const kb = ( bytes ) => `${ ( bytes / 1000 ).toFixed( 1 ) } KB`;
const ms = ( value ) => `${ value.toFixed( 0 ) } ms`;
const met = ( ok ) => ( ok ? 'met' : 'MISSED' );

/**
 * One demo page's figures: { slug, modules, usable[], load[], bare[], bytes } where usable and load are that
 * page's runs, bare the bare page's run just before each, bytes from recordPluginBytes.
 */
export function summarize( page ) {
	const usable = median( page.usable );
	const bare = median( page.bare );
	return {
		...page,
		usableMedian: usable,
		loadMedian: median( page.load ),
		bareMedian: bare,
		ratio: usable / bare,
	};
}

export function readyLine( page ) {
	return (
		`BENCH page ready ${ page.slug }: form usable ${ ms( page.usableMedian ) } (its load event ${ ms( page.loadMedian ) }), ` +
		`bare page load ${ ms( page.bareMedian ) }, median of ${ page.usable.length } alternating runs: ` +
		`${ page.ratio.toFixed( 2 ) }x  must <= ${ RATIO_MUST }x: ${ met( page.ratio <= RATIO_MUST ) }, ` +
		`goal <= ${ RATIO_GOAL }x: ${ met( page.ratio <= RATIO_GOAL ) }\n`
	);
}

function part( count ) {
	const from = [
		count.files && `${ count.files } file${ count.files > 1 ? 's' : '' }`,
		count.inline && `${ count.inline } inline`,
	]
		.filter( Boolean )
		.join( ' + ' );
	return `${ kb( count.raw ) } raw / ${ kb( count.gzip ) } gzip (${ from || 'none' })`;
}

export function bytesLine( page ) {
	const { js, css, other } = page.bytes;
	const others = other.files ? `, other files ${ part( other ) }` : '';
	return (
		`BENCH plugin bytes ${ page.slug } (${ page.modules } modules): JS ${ part( js ) }, CSS ${ part( css ) }${ others }; ` +
		`JS + CSS ${ kb( js.gzip + css.gzip ) } gzip  JS goal <= ${ kb( JS_GZIP_GOAL ) } gzip: ${ met( js.gzip <= JS_GZIP_GOAL ) }\n`
	);
}

/** Smallest and largest demo page by the plugin's JS + CSS, gzip-compressed. */
export function extremesLine( pages ) {
	const size = ( page ) => page.bytes.js.gzip + page.bytes.css.gzip;
	const sorted = [ ...pages ].sort( ( a, b ) => size( a ) - size( b ) );
	const describe = ( page ) =>
		`${ page.slug } (${ page.modules } modules) ${ kb( size( page ) ) }`;
	return `BENCH plugin bytes, JS + CSS gzip: smallest ${ describe( sorted[ 0 ] ) }, largest ${ describe( sorted[ sorted.length - 1 ] ) }\n`;
}

/** A Markdown table for README's Benchmarks section. */
export function table( pages ) {
	const rows = [
		'| Demo page | Modules | Usable (median) | Bare page load | Ratio | Own JS raw / gzip | Own CSS raw / gzip |',
		'| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
	];
	for ( const page of pages ) {
		const { js, css } = page.bytes;
		rows.push(
			`| ${ page.slug } | ${ page.modules } | ${ ms( page.usableMedian ) } | ${ ms( page.bareMedian ) } | ` +
				`${ page.ratio.toFixed( 2 ) }x | ${ kb( js.raw ) } / ${ kb( js.gzip ) } | ${ kb( css.raw ) } / ${ kb( css.gzip ) } |`
		);
	}
	return rows.join( '\n' ) + '\n';
}
