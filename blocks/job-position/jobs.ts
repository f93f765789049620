/**
 * Job data: departments (groups) whose children are the open positions, each with an id, a label, the link to
 * its description and its skills. A position with frontend or backend skills asks for projects.
 */
export interface Job {
	id: string;
	label: string;
	link: string;
	skills: string[];
}

export interface JobGroup {
	label: string;
	children: Job[];
}

const isText = ( value: unknown ): value is string => typeof value === 'string';

function jobOf( value: unknown ): Job | null {
	const job = value as Partial< Job > | null;
	if ( ! job || ! isText( job.id ) || ! job.id || ! isText( job.label ) ) {
		return null;
	}
	return {
		id: job.id,
		label: job.label,
		link: isText( job.link ) ? job.link : '',
		skills: Array.isArray( job.skills ) ? job.skills.filter( isText ) : [],
	};
}

/** The job data as configured; malformed entries are left out. */
export function jobGroupsOf( value: unknown ): JobGroup[] {
	if ( ! Array.isArray( value ) ) {
		return [];
	}
	return value
		.filter(
			( group ): group is { label: string; children?: unknown } =>
				!! group && isText( ( group as JobGroup ).label )
		)
		.map( ( group ) => ( {
			label: group.label,
			children: Array.isArray( group.children )
				? group.children
						.map( jobOf )
						.filter( ( job ): job is Job => job !== null )
				: [],
		} ) );
}

export const allJobs = ( groups: JobGroup[] ): Job[] =>
	groups.flatMap( ( group ) => group.children );

/** Projects are asked of positions that write code. */
export const asksForProjects = ( skills: unknown ): boolean =>
	Array.isArray( skills ) &&
	skills.some( ( skill ) => skill === 'frontend' || skill === 'backend' );

/**
 * The groups with only the positions whose label holds every word searched for (any case).
 */
export function searchJobs( groups: JobGroup[], query: string ): JobGroup[] {
	const words = query.toLowerCase().split( /\s+/ ).filter( Boolean );
	if ( words.length === 0 ) {
		return groups;
	}
	return groups.map( ( group ) => ( {
		...group,
		children: group.children.filter( ( job ) =>
			words.every( ( word ) =>
				`${ job.label } ${ group.label }`.toLowerCase().includes( word )
			)
		),
	} ) );
}

/**
 * The job data as the editor types it, one position a line: "Department | Position | link | skills", skills
 * separated by commas. Ids come from the position's label.
 */
export function jobGroupsFromText( text: string ): JobGroup[] {
	const groups: JobGroup[] = [];
	for ( const line of text.split( '\n' ) ) {
		const [ group = '', label = '', link = '', skills = '' ] = line
			.split( '|' )
			.map( ( part ) => part.trim() );
		if ( ! group ) {
			continue;
		}
		let entry = groups.find( ( known ) => known.label === group );
		if ( ! entry ) {
			entry = { label: group, children: [] };
			groups.push( entry );
		}
		if ( label ) {
			entry.children.push( {
				id: label
					.toLowerCase()
					.replace( /[^a-z0-9]+/g, '-' )
					.replace( /^-|-$/g, '' ),
				label,
				link,
				skills: skills
					.split( ',' )
					.map( ( skill ) => skill.trim().toLowerCase() )
					.filter( Boolean ),
			} );
		}
	}
	return groups;
}

export const jobGroupsToText = ( groups: JobGroup[] ): string =>
	groups
		.flatMap( ( group ) =>
			group.children.length === 0
				? [ group.label ]
				: group.children.map( ( job ) =>
						[
							group.label,
							job.label,
							job.link,
							job.skills.join( ', ' ),
						].join( ' | ' )
					)
		)
		.join( '\n' );

/** The department a position belongs to, or null. */
export const departmentOf = (
	groups: JobGroup[],
	jobId: string
): JobGroup | null =>
	groups.find( ( group ) =>
		group.children.some( ( job ) => job.id === jobId )
	) ?? null;
