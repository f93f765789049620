import { readdirSync, readFileSync, existsSync } from 'fs';
import { join } from 'path';

import { parse } from '@wordpress/block-serialization-default-parser';

import type { FormLayout } from '../../../src/config';

const ROOT = join( __dirname, '../../..' );
const DEMO_PAGES = join( ROOT, 'bin/demo-pages' );
export const TOOLBOX_DATA = join( ROOT, 'toolbox-data' );
const PREFIX = 'formation-orders/';

export const demoPageSlugs = (): string[] =>
	readdirSync( DEMO_PAGES )
		.filter( ( file ) => file.endsWith( '.html' ) )
		.map( ( file ) => file.replace( /\.html$/, '' ) );

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
	const blocks = parse(
		readFileSync( join( DEMO_PAGES, `${ slug }.html` ), 'utf8' )
	) as ParsedBlock[];
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
