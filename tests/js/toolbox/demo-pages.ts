import { readdirSync, readFileSync, existsSync } from 'fs';
import { join } from 'path';

import { parse } from '@wordpress/block-serialization-default-parser';

import type { FormLayout } from '../../../src/config';

const ROOT = join( __dirname, '../../..' );
const DEMO_PAGES = join( ROOT, 'bin/demo-pages' );
const PATTERNS = join( ROOT, 'patterns' );
export const TOOLBOX_DATA = join( ROOT, 'toolbox-data' );
const PREFIX = 'formation-orders/';

/**
 * Every demo page: one per block pattern (patterns/<slug>.php, one per form type, seeded as /<slug>/) and the
 * engine demonstrations of bin/demo-pages/<slug>.html.
 */
export const demoPageSlugs = (): string[] => [
	...readdirSync( PATTERNS )
		.filter( ( file ) => file.endsWith( '.php' ) )
		.map( ( file ) => file.replace( /\.php$/, '' ) ),
	...readdirSync( DEMO_PAGES )
		.filter( ( file ) => file.endsWith( '.html' ) )
		.map( ( file ) => file.replace( /\.html$/, '' ) ),
];

/**
 * A demo page's block markup: a pattern's `content` (its nowdoc) or the demonstration's HTML file.
 * @param slug the page's slug
 */
function demoPageMarkup( slug: string ): string {
	const pattern = join( PATTERNS, `${ slug }.php` );
	if ( ! existsSync( pattern ) ) {
		return readFileSync( join( DEMO_PAGES, `${ slug }.html` ), 'utf8' );
	}
	const php = readFileSync( pattern, 'utf8' );
	const markup = /<<<'HTML'\n([\s\S]*?)\nHTML,/.exec( php );
	if ( ! markup ) {
		throw new Error( `${ slug }: the pattern has no HTML nowdoc` );
	}
	return markup[ 1 ];
}

interface ParsedBlock {
	blockName: string | null;
	attrs: Record< string, unknown > | null;
	innerBlocks: ParsedBlock[];
}

/**
 * The form layout PHP prints for a demo page (includes/Blocks.php steps_of and Page_Config): steps from the
 * form-step blocks, modules from their inner blocks, the order form's own attributes.
 * @param slug
 */
export function demoPageLayout( slug: string ): FormLayout {
	const blocks = parse( demoPageMarkup( slug ) ) as ParsedBlock[];
	const form = blocks.find(
		( block ) => block.blockName === `${ PREFIX }order-form`
	);
	if ( ! form ) {
		throw new Error( `${ slug }: no order form` );
	}
	const attrs = form.attrs ?? {};
	return {
		formType: ( attrs.formType as string ) ?? 'registered-agent-signup',
		stepMode: ( attrs.stepMode as boolean ) ?? true,
		submitButtonText: '',
		termsText: '',
		termsUrl: '/terms/',
		phoneText: '',
		phoneNumber: '',
		steps: form.innerBlocks
			.filter( ( step ) => step.blockName === `${ PREFIX }form-step` )
			.map( ( step ) => ( {
				key: String( step.attrs?.key ?? '' ),
				label: String( step.attrs?.label ?? '' ),
				modules: step.innerBlocks
					.filter( ( block ) => block.blockName )
					.map( ( block ) => ( {
						name: String( block.blockName ).slice( PREFIX.length ),
						attributes: block.attrs ?? {},
					} ) ),
			} ) ),
	};
}

/**
 * The dataset the Data Filler reads on a page: the one named after the page, else the one of its form type
 * (includes/Toolbox/Toolbox_Config.php).
 * @param slug
 * @param formType
 */
export function datasetFileFor( slug: string, formType: string ): string {
	const own = join( TOOLBOX_DATA, `${ slug }.json` );
	return existsSync( own ) ? own : join( TOOLBOX_DATA, `${ formType }.json` );
}
