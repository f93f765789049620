import { Component } from '@wordpress/element';

import { unhandledUiError } from '../errors/checkout-errors';

interface State {
	failed: boolean;
}

/**
 * A rendering failure inside the form shows "Something went wrong. Please try again later." instead
 * of an empty page.
 */
export class ErrorBoundary extends Component<
	{ children: React.ReactNode },
	State
> {
	state: State = { failed: false };

	static getDerivedStateFromError(): State {
		return { failed: true };
	}

	componentDidCatch( error: unknown ): void {
		// eslint-disable-next-line no-console
		console.error( error );
	}

	render(): React.ReactNode {
		if ( ! this.state.failed ) {
			return this.props.children;
		}
		const error = unhandledUiError();
		return (
			<div className="fo-form-error" role="alert">
				<p className="fo-form-error__title">{ error.title }</p>
				<p>{ error.message }</p>
			</div>
		);
	}
}
