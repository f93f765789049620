import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { FieldError } from '../../src/components/FieldError';
import { useStore } from '../../src/store/store-context';
import type { FieldRule } from '../../src/validation/validate';
import { allJobs, searchJobs, type Job, type JobGroup } from './jobs';

/**
 * The position: a search box narrowing a list of the open positions, grouped by department, one to choose.
 * Its three empty texts: nothing matches the search, no open positions, and no job data at all.
 */
export const JobSelect = observer( function JobSelect( {
	field,
	groups,
	onChoose,
}: {
	field: FieldRule;
	groups: JobGroup[];
	onChoose: ( job: Job ) => void;
} ): React.ReactElement {
	const { formData, validation } = useStore();
	const ids = useFormIds();
	const [ query, setQuery ] = useState( '' );
	const error = validation.errorOf( field.path );
	const chosen = formData.getString( field.path );
	const searchId = ids.field( field.path );
	const legendId = ids.of( 'job-select-legend' );
	const found = searchJobs( groups, query );
	const noJobData = groups.length === 0;
	const noneOpen = ! noJobData && allJobs( groups ).length === 0;
	const noneFound =
		! noJobData && ! noneOpen && allJobs( found ).length === 0;

	let empty = '';
	if ( noJobData ) {
		empty = __(
			'Please visit our Jobs or Careers page for a list of open positions.',
			'formation-orders'
		);
	} else if ( noneOpen ) {
		empty = __(
			'There are no open positions at the moment.',
			'formation-orders'
		);
	} else if ( noneFound ) {
		empty = __(
			'No positions found. Try changing your search query.',
			'formation-orders'
		);
	}

	return (
		<fieldset
			className={ `fo-field fo-job-select${ error ? ' fo-field--error' : '' }` }
			aria-describedby={ error ? ids.error( field.path ) : undefined }
		>
			<legend className="fo-field__label" id={ legendId }>
				{ field.label }
			</legend>
			{ ! noJobData && ! noneOpen && (
				<>
					<label className="fo-field__hint" htmlFor={ searchId }>
						{ __( 'Search positions', 'formation-orders' ) }
					</label>
					<input
						className="fo-field__input"
						id={ searchId }
						type="search"
						value={ query }
						aria-invalid={ error ? true : undefined }
						aria-describedby={
							error ? ids.error( field.path ) : undefined
						}
						onChange={ ( event ) => setQuery( event.target.value ) }
					/>
				</>
			) }
			<p className="fo-job-select__empty" role="status">
				{ empty }
			</p>
			{ found
				.filter( ( group ) => ! query || group.children.length > 0 )
				.map( ( group, index ) => (
					<div
						className="fo-job-select__group"
						role="group"
						aria-label={ group.label }
						key={ group.label }
					>
						<p className="fo-job-select__group-label">
							{ group.label }
						</p>
						{ group.children.length === 0 && (
							<p className="fo-job-select__empty">
								{ __(
									'There are no open positions in this category.',
									'formation-orders'
								) }
							</p>
						) }
						{ group.children.map( ( job ) => {
							const id = ids.of( `job-${ index }-${ job.id }` );
							return (
								<div className="fo-radio" key={ job.id }>
									<input
										type="radio"
										id={ id }
										name={ field.path }
										value={ job.id }
										checked={ chosen === job.id }
										onChange={ () => {
											onChoose( job );
											validation.fieldChange( field );
										} }
									/>
									<label htmlFor={ id }>{ job.label }</label>
								</div>
							);
						} ) }
					</div>
				) ) }
			<FieldError path={ field.path } error={ error } />
		</fieldset>
	);
} );
