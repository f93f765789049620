import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import {
	loadCaptchaApi,
	type CaptchaApi,
} from '../../src/captcha/provider-script';
import { useStore } from '../../src/store/store-context';

/**
 * The provider's "I'm not a robot" widget. Its answer goes to the submission (in memory, never stored) and
 * is checked by WordPress with the provider ("siteverify"); a refused submission spends it, so the widget
 * is reset and the visitor ticks it again. Without a site key nothing can be checked: the form says so
 * instead of showing a box that can never pass.
 */
export const Captcha = observer( function Captcha(): React.ReactElement {
	const { config, submission } = useStore();
	const container = useRef< HTMLDivElement >( null );
	const widget = useRef< { api: CaptchaApi; id: number } | null >( null );
	const [ unavailable, setUnavailable ] = useState( false );
	const siteKey = config.captchaSiteKey ?? '';
	const resets = submission.captchaResets;

	useEffect( () => {
		const element = container.current;
		if ( ! siteKey || ! element ) {
			return undefined;
		}
		let cancelled = false;
		loadCaptchaApi( config.captchaScriptUrl ?? '' ).then(
			( api ) => {
				if ( cancelled || widget.current ) {
					return;
				}
				const id = api.render( element, {
					sitekey: siteKey,
					callback: ( response ) =>
						submission.setCaptchaResponse( response ),
					'expired-callback': () =>
						submission.setCaptchaResponse( '' ),
					'error-callback': () => submission.setCaptchaResponse( '' ),
				} );
				widget.current = { api, id };
			},
			() => ! cancelled && setUnavailable( true )
		);
		return () => {
			cancelled = true;
		};
	}, [ siteKey, config.captchaScriptUrl, submission ] );

	useEffect( () => {
		if ( resets > 0 && widget.current ) {
			widget.current.api.reset( widget.current.id );
		}
	}, [ resets ] );

	if ( ! siteKey || unavailable ) {
		return (
			<p className="fo-captcha fo-captcha--unavailable" role="alert">
				{ __(
					'The "I\'m not a robot" check could not be loaded. Please reload the page and try again.',
					'formation-orders'
				) }
			</p>
		);
	}
	return <div className="fo-captcha" ref={ container } />;
} );
