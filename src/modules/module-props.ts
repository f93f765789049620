/** What every module component receives: its block's attributes. */
export interface ModuleProps {
	attributes: Record< string, unknown >;
}
