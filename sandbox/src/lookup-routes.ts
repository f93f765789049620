/**
 * Stand-ins for the lookups: captcha verify, the postal service's XML address check, a
 * public VIN decoder, domains, virtual phone numbers and vehicle organizational plates.
 */
import type { ServerResponse } from 'node:http';

import { CAPTCHA_SCRIPT_PATH, serveCaptchaWidget } from './captcha-widget';
import { DOMAIN_TLDS, searchDomain } from './domain-search';
import { sendError, sendJson, sendNoContent, sendRaw } from './http-util';
import type { Route, SandboxRequest, SandboxState } from './state';

/** The captcha answer the stand-in provider accepts; anything else fails verification. */
export const CAPTCHA_PASS = 'sandbox-captcha-pass';
export const CAPTCHA_SECRET = 'sandbox-captcha-secret';
export const POSTAL_KEY = 'sandbox-postal-key';
/** The postal stand-in finds every address except one whose line contains this. */
export const UNKNOWN_ADDRESS_MARKER = 'NOWHERE';
/** virtual_phones has no numbers for this area code (204). */
export const EMPTY_AREA_CODE = '999';
export const VIN_PATH = '/vin/vehicles/DecodeVinValuesExtended/';

export const CAPTCHA_PATH = '/captcha/siteverify';
export const POSTAL_PATH = '/postal/ShippingAPI.dll';

function formFields( request: SandboxRequest ): URLSearchParams {
	const body = request.body.valid ? request.body.value : request.body.text;
	return new URLSearchParams( typeof body === 'string' ? body : '' );
}

function verifyCaptcha(
	request: SandboxRequest,
	response: ServerResponse
): void {
	const fields = formFields( request );
	if ( fields.get( 'secret' ) !== CAPTCHA_SECRET ) {
		sendJson( response, 200, {
			success: false,
			'error-codes': [ 'invalid-input-secret' ],
		} );
		return;
	}
	const passed = fields.get( 'response' ) === CAPTCHA_PASS;
	sendJson( response, 200, {
		success: passed,
		...( passed ? {} : { 'error-codes': [ 'invalid-input-response' ] } ),
	} );
}

const xmlEscape = ( text: string ) =>
	text.replace(
		/[<>&"']/g,
		( c ) =>
			( {
				'<': '&lt;',
				'>': '&gt;',
				'&': '&amp;',
				'"': '&quot;',
				"'": '&apos;',
			} )[ c ] as string
	);

function tagText( xml: string, tag: string ): string | null {
	const match = new RegExp( `<${ tag }>([^<]*)</${ tag }>` ).exec( xml );
	return match ? match[ 1 ] : null;
}

const xmlUnescape = ( text: string ) =>
	text
		.replace( /&lt;/g, '<' )
		.replace( /&gt;/g, '>' )
		.replace( /&quot;/g, '"' )
		.replace( /&apos;/g, "'" )
		.replace( /&amp;/g, '&' );

function postalVerify(
	request: SandboxRequest,
	response: ServerResponse
): void {
	const xml = request.query.get( 'XML' ) ?? '';
	const sendXml = ( status: number, body: string ) =>
		sendRaw( response, status, 'text/xml; charset=utf-8', body );
	if (
		request.query.get( 'API' ) !== 'Verify' ||
		! xml.startsWith( '<AddressValidateRequest' )
	) {
		sendXml(
			400,
			'<Error><Description>API must be Verify with an AddressValidateRequest XML</Description></Error>'
		);
		return;
	}
	const userId = /USERID="([^"]*)"/.exec( xml )?.[ 1 ];
	if ( userId !== POSTAL_KEY ) {
		sendXml(
			200,
			'<Error><Description>Authorization failure. Perhaps username and/or password is incorrect.</Description></Error>'
		);
		return;
	}
	const line = xmlUnescape( tagText( xml, 'Address2' ) ?? '' );
	const zip = tagText( xml, 'Zip5' ) ?? '';
	if (
		line.toUpperCase().includes( UNKNOWN_ADDRESS_MARKER ) ||
		! /^\d{5}$/.test( zip ) ||
		line === ''
	) {
		sendXml(
			200,
			'<?xml version="1.0" encoding="UTF-8"?><AddressValidateResponse><Address ID="0"><Error><Number>-2147219401</Number><Description>Address Not Found.</Description></Error></Address></AddressValidateResponse>'
		);
		return;
	}
	const city = xmlUnescape( tagText( xml, 'City' ) ?? '' );
	const state = xmlUnescape( tagText( xml, 'State' ) ?? '' );
	const upper = ( text: string ) => xmlEscape( text.toUpperCase() );
	sendXml(
		200,
		`<?xml version="1.0" encoding="UTF-8"?><AddressValidateResponse><Address ID="0"><Address2>${ upper(
			line
		) }</Address2><City>${ upper( city ) }</City><State>${ upper(
			state
		) }</State><Zip5>${ zip }</Zip5><Zip4>0001</Zip4></Address></AddressValidateResponse>`
	);
}

/** A few real VINs' decodes; others answer the service's "no result" shape. */
const VINS: Record< string, [ string, string, string ] > = {
	'1HGCM82633A004352': [ 'HONDA', 'Accord', '2003' ],
	'5YJ3E1EA7KF317000': [ 'TESLA', 'Model 3', '2019' ],
	'1FTFW1ET5DFC10312': [ 'FORD', 'F-150', '2013' ],
};

function decodeVin( request: SandboxRequest, response: ServerResponse ): void {
	if ( request.query.get( 'format' ) !== 'json' ) {
		sendError( response, 400, 'format=json is required' );
		return;
	}
	const vin = decodeURIComponent(
		request.path.slice( VIN_PATH.length )
	).toUpperCase();
	const known = VINS[ vin ];
	sendJson( response, 200, {
		Count: 1,
		Message: 'Results returned successfully',
		SearchCriteria: `VIN:${ vin }`,
		Results: [
			{
				Make: known?.[ 0 ] ?? '',
				Model: known?.[ 1 ] ?? '',
				ModelYear: known?.[ 2 ] ?? '',
				VIN: vin,
				ErrorCode: known ? '0' : '1',
			},
		],
	} );
}

function needsWebsite(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): boolean {
	if ( request.query.get( 'website_id' ) !== state.config.websiteId ) {
		sendError(
			response,
			400,
			`website_id must be the configured website id ${ state.config.websiteId }`
		);
		return false;
	}
	return true;
}

function domainSearch(
	request: SandboxRequest,
	response: ServerResponse
): void {
	const answer = searchDomain( request.query.get( 'domain' ) ?? '' );
	if ( 'error' in answer ) {
		sendError( response, 400, answer.error );
		return;
	}
	sendJson( response, 200, answer );
}

function virtualPhones(
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
): void {
	if ( ! needsWebsite( request, response, state ) ) {
		return;
	}
	const areaCode = request.query.get( 'area_code' ) ?? '';
	if ( ! /^\d{3}$/.test( areaCode ) ) {
		sendError( response, 400, 'area_code must be exactly 3 digits' );
		return;
	}
	if ( areaCode === EMPTY_AREA_CODE ) {
		sendNoContent( response );
		return;
	}
	sendJson( response, 200, {
		result: [ '0142', '0178', '0193', '0255' ].map( ( line, index ) => ( {
			number_requested: `+1${ areaCode }555${ line }`,
			id: index + 1,
		} ) ),
	} );
}

export const lookupRoutes: Route[] = [
	{ method: 'POST', path: CAPTCHA_PATH, handle: verifyCaptcha },
	{
		method: 'GET',
		path: CAPTCHA_SCRIPT_PATH,
		handle: ( _request, response ) =>
			serveCaptchaWidget( response, CAPTCHA_PASS ),
	},
	{ method: 'GET', path: POSTAL_PATH, handle: postalVerify },
	{ method: 'GET', path: VIN_PATH, handle: decodeVin, prefix: true },
	{
		method: 'GET',
		path: '/api/domain_tlds',
		handle: ( request, response, state ) => {
			if ( needsWebsite( request, response, state ) ) {
				sendJson( response, 200, {
					result: DOMAIN_TLDS.map( ( [ tld ] ) => ( { tld } ) ),
				} );
			}
		},
	},
	{
		method: 'GET',
		path: '/api/domain_hero_tlds',
		handle: ( request, response, state ) => {
			if ( needsWebsite( request, response, state ) ) {
				sendJson( response, 200, {
					result: DOMAIN_TLDS.slice( 0, 4 ).map(
						( [ tld, price ] ) => ( {
							tld,
							price,
						} )
					),
				} );
			}
		},
	},
	{
		method: 'GET',
		path: '/api/domain_search',
		handle: ( request, response, state ) => {
			if ( needsWebsite( request, response, state ) ) {
				domainSearch( request, response );
			}
		},
	},
	{ method: 'GET', path: '/api/virtual_phones', handle: virtualPhones },
	{
		method: 'GET',
		path: '/api/vehicle_organizational_plates',
		handle: ( request, response, state ) => {
			if ( needsWebsite( request, response, state ) ) {
				sendJson( response, 200, {
					result: [
						{ id: 1, plate_name: 'Standard' },
						{ id: 2, plate_name: 'Veteran' },
						{ id: 3, plate_name: 'University Alumni' },
						{ id: 4, plate_name: 'Conservation' },
					],
				} );
			}
		},
	},
];
