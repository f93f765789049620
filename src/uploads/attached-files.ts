/**
 * The files a visitor attached, by form data path. The form data holds only what describes a file (name, size,
 * type), which validation reads and which may be kept in browser storage; the file itself lives here, in
 * memory, for the one page load, and goes out only with the submission.
 */
import { getIn } from '../form-data/paths';
import type { FormDataPath } from '../form-data/typed-paths';
import type { FormDataStore } from '../store/FormDataStore';

/** What the form data keeps of an attached file. `sample` marks the Data Filler's stand-in PDF. */
export interface AttachedFileInfo {
	name: string;
	size: number;
	type: string;
	sample?: boolean;
}

const filesByForm = new WeakMap< FormDataStore, Map< string, Blob > >();

function filesOf( formData: FormDataStore ): Map< string, Blob > {
	let files = filesByForm.get( formData );
	if ( ! files ) {
		files = new Map();
		filesByForm.set( formData, files );
	}
	return files;
}

export function isAttachedFileInfo(
	value: unknown
): value is AttachedFileInfo {
	return (
		value !== null &&
		typeof value === 'object' &&
		typeof getIn( value, 'name' ) === 'string' &&
		typeof getIn( value, 'size' ) === 'number'
	);
}

/**
 * Attaches a file at `path` (null detaches it) and records what describes it in the form data.
 */
export function attachFile(
	formData: FormDataStore,
	path: FormDataPath,
	file: File | null
): void {
	const files = filesOf( formData );
	if ( ! file ) {
		files.delete( path );
		formData.set( path, null );
		return;
	}
	files.set( path, file );
	formData.set( path, {
		name: file.name,
		size: file.size,
		type: file.type,
	} satisfies AttachedFileInfo );
}

/**
 * Removes one entry of a list whose entries hold files (projects), keeping each file with its entry: the files
 * of the entries after it move up one index, as the entries do.
 */
export function removeListEntryWithFiles(
	formData: FormDataStore,
	listPath: FormDataPath,
	index: number
): void {
	const files = filesOf( formData );
	const prefix = `${ listPath }.`;
	const moved = new Map< string, Blob >();
	for ( const [ path, file ] of files ) {
		if ( ! path.startsWith( prefix ) ) {
			continue;
		}
		const [ position, ...rest ] = path.slice( prefix.length ).split( '.' );
		const at = Number( position );
		files.delete( path );
		if ( at > index ) {
			moved.set( `${ prefix }${ at - 1 }.${ rest.join( '.' ) }`, file );
		} else if ( at < index ) {
			moved.set( path, file );
		}
	}
	moved.forEach( ( file, path ) => files.set( path, file ) );
	formData.removeListEntry( listPath, index );
}

/**
 * A one-page PDF naming itself a sample: what the Data Filler attaches, so a filled form can be sent whole.
 */
export function samplePdf( name: string ): File {
	const body = [
		'%PDF-1.4',
		'1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
		'2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
		'3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >> endobj',
		'trailer << /Root 1 0 R >>',
		`% ${ name.replace( /[^\w.\- ]/g, '' ) } (sample)`,
		'%%EOF',
		'',
	].join( '\n' );
	return new File( [ body ], name, { type: 'application/pdf' } );
}

/**
 * The file to send for `path`: the one the visitor attached, the sample PDF where the Data Filler put one, else
 * null (a description restored from storage without its file: the file did not survive the reload).
 */
export function attachedFile(
	formData: FormDataStore,
	path: FormDataPath
): Blob | null {
	const file = filesOf( formData ).get( path );
	if ( file ) {
		return file;
	}
	const info = formData.get( path );
	return isAttachedFileInfo( info ) && info.sample
		? samplePdf( info.name )
		: null;
}

/**
 * True when `path` describes a file this page load can still send.
 */
export function hasSendableFile(
	formData: FormDataStore,
	path: FormDataPath
): boolean {
	return attachedFile( formData, path ) !== null;
}
