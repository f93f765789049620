/**
 * Keeps only the newest request's answer: a search answered after a newer one was sent is dropped, so an
 * older search never overwrites a newer one, whichever the server answers first.
 */
export interface LatestOnly {
	/**
	 * Runs the request; resolves with its answer while it is the newest, else with `{ stale: true }`.
	 * @param request
	 */
	run: < T >(
		request: () => Promise< T >
	) => Promise< { stale: false; value: T } | { stale: true } >;
}

export function latestOnly(): LatestOnly {
	let newest = 0;
	return {
		async run< T >( request: () => Promise< T > ) {
			const ticket = ++newest;
			try {
				const value = await request();
				return ticket === newest
					? { stale: false as const, value }
					: { stale: true as const };
			} catch ( error ) {
				if ( ticket !== newest ) {
					return { stale: true as const };
				}
				throw error;
			}
		},
	};
}
