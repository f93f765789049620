/**
 * Figures of the page benchmark: medians, sizes in KB (1000 bytes, as the issue counts them), and the BENCH lines
 * and docs/performance.md table built from one result per demo page.
 */

/** Goals: the form usable within this many times the bare page's load (the must, and the aim). */
export const RATIO_MUST = 1.5;
export const RATIO_GOAL = 1.2;
/** The plugin's own JavaScript per demo page, gzip-compressed (the page benchmark's earlier flat goal). */
export const JS_GZIP_GOAL = 60_000;
/**
 * The budgets by kind of form, gzip-compressed: a form that sells nothing (it downloads no cart, pricing, catalog,
 * card or order code), with the code that sends it; an order form before the visitor's first interaction (what later
 * steps and placing the order need comes after).
 */
export const JS_FORM_MUST = 35_000;
export const JS_ORDER_MUST = 65_000;

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

/** Median of each mark over runs: { usable?, firstByte, domReady, load }. */
function medians( runs ) {
	const marks = {};
	for ( const mark of Object.keys( runs[ 0 ] ) ) {
		marks[ mark ] = median( runs.map( ( run ) => run[ mark ] ) );
	}
	return marks;
}

/**
 * One demo page's figures: { slug, modules, runs, bareRuns, bytes } where runs are that page's timings, bareRuns the
 * bare page's run just before each, bytes from recordPluginBytes. Adds the medians and the ratio.
 */
export function summarize( page ) {
	const own = medians( page.runs );
	const bare = medians( page.bareRuns );
	// Each run's own ratio to the bare run just before it: a slow spell of the machine hits both halves of a pair,
	// so the median of these is steadier than the ratio of medians when the machine is busy.
	const paired = median(
		page.runs.map( ( run, i ) => run.usable / page.bareRuns[ i ].load )
	);
	return { ...page, own, bare, ratio: own.usable / bare.load, paired };
}

export function readyLine( page ) {
	return (
		`BENCH page ready ${ page.slug }: form usable ${ ms( page.own.usable ) }, bare page load ${ ms( page.bare.load ) }, ` +
		`median of ${ page.runs.length } alternating runs: ${ page.ratio.toFixed( 2 ) }x (median of pairs ${ page.paired.toFixed( 2 ) }x)  ` +
		`must <= ${ RATIO_MUST }x: ${ met( page.ratio <= RATIO_MUST ) }, goal <= ${ RATIO_GOAL }x: ${ met( page.ratio <= RATIO_GOAL ) }\n`
	);
}

/** Where the time goes, against the bare page: the server's answer, the scripts before DOMContentLoaded, the rest. */
export function timingLine( page ) {
	const pair = ( mark ) =>
		`${ ms( page.own[ mark ] ) } (bare ${ ms( page.bare[ mark ] ) })`;
	return (
		`BENCH page timing ${ page.slug }: first byte ${ pair( 'firstByte' ) }, DOMContentLoaded ${ pair( 'domReady' ) }, ` +
		`load event ${ pair( 'load' ) }, form usable ${ ms( page.own.usable ) }\n`
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
	// The form's configuration (JSON inline) and any other file: data, not script.
	const others =
		other.files || other.inline ? `, data ${ part( other ) }` : '';
	return (
		`BENCH plugin bytes ${ page.slug } (${ page.modules } modules): JS ${ part( js ) }, CSS ${ part( css ) }${ others }; ` +
		`JS + CSS ${ kb( js.gzip + css.gzip ) } gzip  JS goal <= ${ kb( JS_GZIP_GOAL ) } gzip: ${ met( js.gzip <= JS_GZIP_GOAL ) }\n`
	);
}

/** Smallest and largest demo page by the plugin's JS + CSS, gzip-compressed. */
export function extremesLine( pages ) {
	const size = ( page ) => page.bytes.js.gzip + page.bytes.css.gzip;
	// Equal sizes: the page with fewer modules counts as the smaller, so a flat size shows as flat across modules.
	const sorted = [ ...pages ].sort(
		( a, b ) => size( a ) - size( b ) || a.modules - b.modules
	);
	const describe = ( page ) =>
		`${ page.slug } (${ page.modules } modules) ${ kb( size( page ) ) }`;
	return `BENCH plugin bytes, JS + CSS gzip: smallest ${ describe( sorted[ 0 ] ) }, largest ${ describe( sorted[ sorted.length - 1 ] ) }\n`;
}

/** A Markdown table for docs/performance.md. */
export function table( pages ) {
	const rows = [
		'| Demo page | Modules | Usable (median) | Bare page load | Ratio (of pairs) | Own JS raw / gzip | Own CSS raw / gzip |',
		'| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
	];
	for ( const page of pages ) {
		const { js, css } = page.bytes;
		rows.push(
			`| ${ page.slug } | ${ page.modules } | ${ ms( page.own.usable ) } | ${ ms( page.bare.load ) } | ` +
				`${ page.ratio.toFixed( 2 ) }x (${ page.paired.toFixed( 2 ) }x) | ${ kb( js.raw ) } / ${ kb( js.gzip ) } | ${ kb( css.raw ) } / ${ kb( css.gzip ) } |`
		);
	}
	return rows.join( '\n' ) + '\n';
}
