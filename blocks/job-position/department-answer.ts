/*
 * Where a job application keeps the answer to a department's own question. Apart from the job list (jobs.ts),
 * because the code that sends an application needs only this, and the job list stays in the job modules' chunk.
 */

/** A department's name as a form-data key: "Client Services" → "clientServices". */
const keyOf = ( department: string ): string =>
	department
		.split( /[^A-Za-z0-9]+/ )
		.filter( Boolean )
		.map( ( word, index ) =>
			index === 0
				? word.toLowerCase()
				: word[ 0 ].toUpperCase() + word.slice( 1 ).toLowerCase()
		)
		.join( '' );

/**
 * Where the answer to a department's own question is kept: "Client Services" → jobInformation.clientServicesInfo,
 * "Interactive Division" → jobInformation.interactiveDivisionInfo.
 * @param department
 */
export const departmentAnswerPath = (
	department: string
): `jobInformation.${ string }Info` =>
	`jobInformation.${ keyOf( department ) || 'department' }Info`;
