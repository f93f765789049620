interface MailForwardingOptionProps {
	id: string;
	/** The radio group's name, unique to the form. */
	name: string;
	/** Product, price and term. */
	text: string;
	checked: boolean;
	/** Why it cannot be chosen, or null when it is sold in the chosen state. */
	unavailable: string | null;
	onChoose: () => void;
}

/**
 * One mail forwarding / virtual office product as a radio; one not sold in the state is disabled and says why.
 */
export function MailForwardingOption( {
	id,
	name,
	text,
	checked,
	unavailable,
	onChoose,
}: MailForwardingOptionProps ): React.ReactElement {
	const whyId = `${ id }-why`;
	return (
		<div
			className={ `fo-checkbox${
				unavailable ? ' fo-checkbox--disabled' : ''
			}` }
		>
			<input
				type="radio"
				name={ name }
				id={ id }
				checked={ checked }
				disabled={ unavailable !== null }
				aria-describedby={ unavailable ? whyId : undefined }
				onChange={ onChoose }
			/>
			<label htmlFor={ id }>{ text }</label>
			{ unavailable && (
				<span className="fo-mail-forwarding__unavailable" id={ whyId }>
					{ unavailable }
				</span>
			) }
		</div>
	);
}
