import {
	hasCapitalLetter,
	hasNumber,
	hasSpecialCharacter,
} from '../validation/rules';

const CAPITALS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const SMALL = 'abcdefghijkmnopqrstuvwxyz';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*-_+=?';
const ALL = CAPITALS + SMALL + DIGITS + SPECIAL;

/** Fills the array with random 32-bit numbers: the browser's cryptographic source. */
export type RandomSource = ( values: Uint32Array ) => Uint32Array;

const cryptoRandom: RandomSource = ( values ) =>
	globalThis.crypto.getRandomValues( values );

/**
 * A password of `length` characters (12 by default) that meets every requirement: a capital letter, a number and
 * a special character, the rest drawn from all of them; letters and digits that look alike (O and 0, l and 1)
 * are left out, so a visitor copying it by eye gets it right.
 * @param length How many characters; at least 4 (one of each kind).
 * @param random The random source; the browser's crypto unless a test supplies one.
 */
export function generatePassword(
	length: number,
	random: RandomSource = cryptoRandom
): string {
	const size = Math.max( 4, Math.floor( length ) );
	const numbers = random( new Uint32Array( size * 2 ) );
	const pick = ( set: string, index: number ) =>
		set[ numbers[ index ] % set.length ];
	const characters = [
		pick( CAPITALS, 0 ),
		pick( SMALL, 1 ),
		pick( DIGITS, 2 ),
		pick( SPECIAL, 3 ),
	];
	for ( let index = 4; index < size; index++ ) {
		characters.push( pick( ALL, index ) );
	}
	// Shuffle (Fisher-Yates) so the required kinds are not always first.
	for ( let index = size - 1; index > 0; index-- ) {
		const other = numbers[ size + index ] % ( index + 1 );
		[ characters[ index ], characters[ other ] ] = [
			characters[ other ],
			characters[ index ],
		];
	}
	return characters.join( '' );
}

/** Whether a password meets the three requirements besides its length. */
export const meetsRequirements = ( password: string ): boolean =>
	hasCapitalLetter( password ) &&
	hasNumber( password ) &&
	hasSpecialCharacter( password );
