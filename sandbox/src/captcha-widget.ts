/**
 * The stand-in captcha widget: the provider's browser API (`grecaptcha.render`, `reset`, `getResponse`, the
 * `onload` callback named in the script's query) drawing one "I'm not a robot" checkbox. Ticking it hands the
 * page the answer the stand-in verifier accepts; a test makes verification fail with a fault on the verify path.
 */
import type { ServerResponse } from 'node:http';

import { sendRaw } from './http-util';

export const CAPTCHA_SCRIPT_PATH = '/captcha/api.js';

export const captchaWidgetScript = ( passAnswer: string ) => `(function () {
	var boxes = [];
	var answers = [];
	window.grecaptcha = {
		render: function (container, params) {
			var id = boxes.length;
			var label = document.createElement('label');
			label.className = 'sandbox-captcha';
			var box = document.createElement('input');
			box.type = 'checkbox';
			box.addEventListener('change', function () {
				answers[id] = box.checked ? ${ JSON.stringify( passAnswer ) } : '';
				if (box.checked && params.callback) { params.callback(answers[id]); }
				if (!box.checked && params['expired-callback']) { params['expired-callback'](); }
			});
			label.appendChild(box);
			label.appendChild(document.createTextNode(" I'm not a robot"));
			container.appendChild(label);
			boxes.push(box);
			answers.push('');
			return id;
		},
		reset: function (id) {
			var index = id === undefined ? 0 : id;
			if (boxes[index]) { boxes[index].checked = false; answers[index] = ''; }
		},
		getResponse: function (id) { return answers[id === undefined ? 0 : id] || ''; }
	};
	var script = document.currentScript;
	var onload = script ? new URL(script.src).searchParams.get('onload') : null;
	if (onload && typeof window[onload] === 'function') { window[onload](); }
})();
`;

export function serveCaptchaWidget(
	response: ServerResponse,
	passAnswer: string
): void {
	sendRaw(
		response,
		200,
		'application/javascript; charset=utf-8',
		captchaWidgetScript( passAnswer ),
		{ 'Access-Control-Allow-Origin': '*' }
	);
}
