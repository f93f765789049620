import { useEffect } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import { useFormIds } from '../../src/components/field-id';
import { TextAreaField } from '../../src/components/TextAreaField';
import { TextField } from '../../src/components/TextField';
import type { ModuleProps } from '../../src/modules/module-props';
import { useStore } from '../../src/store/store-context';
import { FileField } from '../../src/uploads/FileField';
import { removeListEntryWithFiles } from '../../src/uploads/attached-files';
import { uploadLimitOf } from '../../src/uploads/upload-limit';
import {
	LONG_TEXT_MAX_CHARS,
	UPLOAD_MAX_KILOBYTES,
} from '../../src/validation/field-rules';
import type { JobProjectsAttributes } from './attributes';
import {
	PROJECTS_PATH,
	projectFields,
	projectLimits,
	projectsRequired,
} from './fields';

const BLANK_PROJECT = {
	projectUpload: null,
	projectURL: '',
	projectContribution: '',
};

/**
 * The applicant's projects: rows filled up to the minimum when the module appears, more added up to the
 * maximum. Required when the chosen position has frontend or backend skills.
 */
export const JobProjects = observer( function JobProjects( {
	attributes,
}: ModuleProps< JobProjectsAttributes > ): React.ReactElement {
	const { formData } = useStore();
	const ids = useFormIds();
	const { min, max } = projectLimits( attributes.maxProjects );
	const rows = formData.list( PROJECTS_PATH );
	const required = projectsRequired( formData );
	const limit = uploadLimitOf( formData, UPLOAD_MAX_KILOBYTES );
	const headingId = ids.of( 'job-projects-heading' );

	useEffect( () => {
		formData.fillList( PROJECTS_PATH, min, () => BLANK_PROJECT );
		// Once, on mount: rows the visitor removed down to the minimum stay as they are.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	return (
		// A group, not a region: the step around the module is already the region, and two regions both named by
		// a "Projects" heading are one landmark too many. The group keeps the heading as the name of the rows.
		<div
			className="fo-job-projects"
			role="group"
			aria-labelledby={ headingId }
		>
			<h3 className="fo-module__heading" id={ headingId }>
				{ __( 'Projects', 'formation-orders' ) }
			</h3>
			<p className="fo-field__hint">
				{ required
					? __(
							'This position asks for at least one project you worked on.',
							'formation-orders'
						)
					: __(
							'Optional: projects you are proud of.',
							'formation-orders'
						) }
			</p>
			{ rows.map( ( _row, index ) => {
				const [ upload, url, contribution ] = projectFields(
					index,
					required,
					limit
				);
				return (
					<fieldset className="fo-job-projects__row" key={ index }>
						<legend>
							{ sprintf(
								/* translators: %s: project number */
								__( 'Project %s', 'formation-orders' ),
								String( index + 1 )
							) }
						</legend>
						<FileField field={ upload } />
						<TextField
							field={ url }
							autoComplete="url"
							maxLength={ 500 }
						/>
						<TextAreaField
							field={ contribution }
							maxLength={ LONG_TEXT_MAX_CHARS }
						/>
						{ rows.length > min && (
							<button
								type="button"
								className="fo-button fo-button--secondary"
								onClick={ () =>
									removeListEntryWithFiles(
										formData,
										PROJECTS_PATH,
										index
									)
								}
							>
								{ sprintf(
									/* translators: %s: project number */
									__(
										'Remove project %s',
										'formation-orders'
									),
									String( index + 1 )
								) }
							</button>
						) }
					</fieldset>
				);
			} ) }
			{ rows.length < max && (
				<button
					type="button"
					className="fo-button fo-button--secondary"
					onClick={ () =>
						formData.addListEntry( PROJECTS_PATH, BLANK_PROJECT )
					}
				>
					{ __( 'Add a project', 'formation-orders' ) }
				</button>
			) }
		</div>
	);
} );
