/**
 * The toolbox's styles travel inside its chunk and are added to the page when it mounts: a CSS file of its own
 * would make webpack put its CSS-chunk loader into the order form's script, which every visitor downloads.
 * The panel sits in the page's flow above the form, never floating over its controls.
 */
export const TOOLBOX_STYLES = `
.formation-orders__toolbox { margin: 0 0 1.5rem; }
.fo-toolbox {
	border: 2px dashed #8a4b00; border-radius: 4px; color: #1e1e1e; background: #fff8e5; padding: .5rem;
}
.fo-toolbox__toggle {
	background: #fff; border: 1px solid #8a4b00; border-radius: 3px; color: #5c3200; cursor: pointer;
	font: inherit; font-weight: 600; min-height: 2.75rem; padding: .5rem 1rem;
}
.fo-toolbox__toggle:focus-visible { outline: 3px solid #0a58ca; outline-offset: 2px; }
.fo-toolbox__toggle::after { content: " \\25BE"; }
.fo-toolbox.is-open .fo-toolbox__toggle::after { content: " \\25B4"; }
.fo-toolbox__tools {
	display: grid; gap: 1rem; grid-template-columns: repeat(auto-fit, minmax(15rem, 1fr)); margin-top: .75rem;
}
.fo-toolbox__tools[hidden] { display: none; }
.fo-toolbox__tool {
	border: 1px solid #c3c4c7; border-radius: 3px; background: #fff; margin: 0; min-width: 0; padding: .75rem;
}
.fo-toolbox__tool legend { font-weight: 600; padding: 0 .25rem; }
.fo-toolbox__option, .fo-toolbox__cookie { margin: 0 0 .5rem; }
.fo-toolbox__option { align-items: center; display: flex; gap: .5rem; }
.fo-toolbox__cookie { display: grid; gap: .25rem; }
.fo-toolbox__cookie input { font: inherit; min-height: 2.25rem; padding: .25rem .5rem; }
.fo-toolbox__status { margin: .5rem 0 0; min-height: 1.25rem; }
.fo-toolbox__status--error { color: #b32d2e; }
`;

const STYLE_ID = 'formation-orders-toolbox-styles';

/** Adds the styles once, however many forms on the page get a toolbox. */
export function addToolboxStyles(): void {
	if ( document.getElementById( STYLE_ID ) ) {
		return;
	}
	const style = document.createElement( 'style' );
	style.id = STYLE_ID;
	style.textContent = TOOLBOX_STYLES;
	document.head.appendChild( style );
}
