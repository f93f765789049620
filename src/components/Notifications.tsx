import { __ } from '@wordpress/i18n';
import { observer } from 'mobx-react-lite';

import type { NotificationsStore } from '../store/NotificationsStore';

/**
 * The notifications, bottom right, announced politely.
 */
export const Notifications = observer( function Notifications( {
	store,
}: {
	store: NotificationsStore;
} ): React.ReactElement {
	return (
		<div className="fo-notifications" aria-live="polite">
			{ store.items.map( ( item ) => (
				<div className="fo-notification" key={ item.id }>
					<p className="fo-notification__message">
						{ item.message }
						{ item.link && (
							<>
								{ ' ' }
								<a href={ item.link.url }>{ item.link.text }</a>
							</>
						) }
					</p>
					<button
						type="button"
						className="fo-notification__close"
						aria-label={ __( 'Dismiss', 'formation-orders' ) }
						onClick={ () => store.dismiss( item.id ) }
					>
						×
					</button>
				</div>
			) ) }
		</div>
	);
} );
