import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { useFormIds } from '../../src/components/field-id';
import { safeLink } from '../../src/safe-url';
import type { JobGroup } from './jobs';

/**
 * One dropdown a department (Client Services, Interactive Division ...): it opens a list of links to the
 * descriptions of its open positions, each in a new tab so the application stays as typed.
 */
export function JobLinks( {
	groups,
}: {
	groups: JobGroup[];
} ): React.ReactElement {
	const ids = useFormIds();
	const [ open, setOpen ] = useState< string | null >( null );
	return (
		<div className="fo-job-links">
			{ groups.map( ( group, index ) => {
				const listId = ids.of( `job-links-${ index }` );
				const expanded = open === group.label;
				return (
					<div className="fo-job-links__group" key={ group.label }>
						<button
							type="button"
							className="fo-job-links__toggle"
							aria-expanded={ expanded }
							aria-controls={ listId }
							onClick={ () =>
								setOpen( expanded ? null : group.label )
							}
						>
							{ group.label }
						</button>
						<ul
							className="fo-job-links__list"
							id={ listId }
							hidden={ ! expanded }
						>
							{ group.children.length === 0 && (
								<li>
									{ __(
										'There are no open positions in this category.',
										'formation-orders'
									) }
								</li>
							) }
							{ group.children.map( ( job ) => (
								<li key={ job.id }>
									<a
										href={
											safeLink( job.link ) || undefined
										}
										target="_blank"
										rel="noopener noreferrer"
									>
										{ job.label }
										<span className="screen-reader-text">
											{ ' ' }
											{ __(
												'(job description, opens in a new tab)',
												'formation-orders'
											) }
										</span>
									</a>
								</li>
							) ) }
						</ul>
					</div>
				);
			} ) }
		</div>
	);
}
