import { makeAutoObservable } from 'mobx';

/** Notifications stay 5000 ms by default, bottom right. */
export const NOTIFICATION_TIMEOUT_MS = 5000;

export interface Notification {
	id: number;
	message: string;
	link?: { url: string; text: string };
}

/**
 * Short messages for the visitor that are not errors of a submission; each goes after its timeout
 * (0 keeps it until dismissed).
 */
export class NotificationsStore {
	items: Notification[] = [];
	private nextId = 1;
	private timers = new Map< number, ReturnType< typeof setTimeout > >();

	constructor() {
		makeAutoObservable< NotificationsStore, 'timers' | 'nextId' >( this, {
			timers: false,
			nextId: false,
		} );
	}

	notify(
		message: string,
		{
			timeoutMs = NOTIFICATION_TIMEOUT_MS,
			link,
		}: { timeoutMs?: number; link?: Notification[ 'link' ] } = {}
	): number {
		const id = this.nextId++;
		this.items.push( { id, message, link } );
		if ( timeoutMs > 0 ) {
			this.timers.set(
				id,
				setTimeout( () => this.dismiss( id ), timeoutMs )
			);
		}
		return id;
	}

	dismiss( id: number ): void {
		clearTimeout( this.timers.get( id ) );
		this.timers.delete( id );
		this.items = this.items.filter( ( item ) => item.id !== id );
	}

	dispose(): void {
		this.timers.forEach( ( timer ) => clearTimeout( timer ) );
		this.timers.clear();
	}
}
