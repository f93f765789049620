/**
 * What one running sandbox remembers, and the shape of its request handlers.
 */
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';

import type { SandboxConfig } from './config';
import { FaultTable } from './faults';
import type { DecodedBody } from './http-util';
import { KeyedAnswers } from './keyed-answers';
import { OrderDesk } from './orders';
import { RequestLog } from './request-log';
import { TokenVault } from './tokenizer';

export interface SandboxState {
	config: SandboxConfig;
	log: RequestLog;
	faults: FaultTable;
	vault: TokenVault;
	orders: OrderDesk;
	messages: ReceivedMessage[];
	/** The kept answers of keyed calls that are not orders (orders keep theirs in `orders`). */
	keyedAnswers: KeyedAnswers;
	/** e.g. http://127.0.0.1:8890, known once the server listens. */
	baseUrl: () => string;
}

export interface SandboxRequest {
	method: string;
	path: string;
	query: URLSearchParams;
	headers: IncomingHttpHeaders;
	body: DecodedBody;
}

export type Handler = (
	request: SandboxRequest,
	response: ServerResponse,
	state: SandboxState
) => void | Promise< void >;

export interface Route {
	method: string;
	path: string;
	handle: Handler;
	/** Also answers every path under `path` (e.g. /vin/…/{vin}). */
	prefix?: boolean;
}

/** A non-order form the marketing API received (contact, client profile, application). */
export interface ReceivedMessage {
	kind: string;
	formType: unknown;
	/** How many later requests with the same Idempotency-Key got this message's answer again. */
	replays: number;
}

export function createState(
	config: SandboxConfig,
	baseUrl: () => string
): SandboxState {
	return {
		config,
		log: new RequestLog(),
		faults: new FaultTable(),
		vault: new TokenVault(),
		orders: new OrderDesk( () => `${ baseUrl() }/login` ),
		messages: [],
		keyedAnswers: new KeyedAnswers(),
		baseUrl,
	};
}
