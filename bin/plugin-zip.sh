#!/usr/bin/env bash
# `npm run plugin-zip`: builds formation-orders.zip, the file a site owner uploads in Plugins → Add New Plugin →
# Upload Plugin. It holds only what a site runs: plugin.php, uninstall.php, readme.txt, includes/ (PHP and the
# jsx-runtime shim), patterns/ (the block patterns), build/ (the compiled blocks and scripts) and languages/. No
# sources, tests, node_modules, sandbox or stack scripts.
#   PLUGIN_ZIP_SKIP_BUILD=1   zip the build/ that is there instead of building first (the e2e spec does this).
#   PLUGIN_ZIP_OUT=<path>     where to write the zip (default: formation-orders.zip in the repository root).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# What a site needs, relative to the repository root. Everything else stays out.
SHIPPED=(plugin.php uninstall.php readme.txt includes patterns build languages)
# Paths that must never be in the zip, checked after zipping (a glob in SHIPPED could let them in later).
FORBIDDEN='(^|/)(src|blocks|tests|node_modules|sandbox|bin|toolbox-data|types|docs)/|\.(ts|tsx|map|mjs|sh)$|(^|/)(package(-lock)?\.json|tsconfig\.json|README\.md)$'

main() {
	command -v zip >/dev/null || die "zip not found: run bin/install-system-deps.sh"
	cd "$REPO_ROOT"
	if [[ "${PLUGIN_ZIP_SKIP_BUILD:-}" != 1 ]]; then
		npm run build
	fi
	# The form types' kinds and captchas and the module chunks are read by PHP from the build: a zip without them
	# would treat every form as an order without a captcha.
	for built in view.js form-types.json module-chunks.json; do
		[[ -f "build/order-form/$built" ]] || die "no build/order-form/$built: run \`npm run build\` first"
	done
	check_versions

	local out="${PLUGIN_ZIP_OUT:-$REPO_ROOT/$PLUGIN_SLUG.zip}"
	STAGING="$(mktemp -d)"
	trap 'rm -rf "$STAGING"' EXIT
	# The zip's top folder must be the plugin's slug: WordPress installs it as wp-content/plugins/<slug>/.
	mkdir "$STAGING/$PLUGIN_SLUG"
	cp -R "${SHIPPED[@]}" "$STAGING/$PLUGIN_SLUG/"
	# includes/ ships its PHP and the react-jsx-runtime stand-in Blocks.php prints on WordPress < 6.6.
	find "$STAGING/$PLUGIN_SLUG/includes" -type f ! -name '*.php' ! -name 'react-jsx-runtime-shim.js' -delete

	rm -f "$out"
	# -X: no extra file attributes (owner ids, timestamps beyond the standard ones).
	(cd "$STAGING" && zip -qrX "$out" "$PLUGIN_SLUG")

	local listing
	listing="$(cd "$STAGING/$PLUGIN_SLUG" && find . -type f | sed 's|^\./||' | sort)"
	if grep -Eq "$FORBIDDEN" <<<"$listing"; then
		die "the zip holds files a site does not need: $(grep -E "$FORBIDDEN" <<<"$listing" | head -5 | tr '\n' ' ')"
	fi
	printf 'plugin-zip: %s (%s files, %s bytes)\n' "$out" "$(wc -l <<<"$listing")" "$(stat -c %s "$out")"
}

# plugin.php's Version, its FORMATION_ORDERS_VERSION and readme.txt's Stable tag must agree, or WordPress shows one
# version while the scripts are cached under another.
check_versions() {
	local header constant stable
	header="$(sed -n 's/^ \* Version: *//p' plugin.php)"
	constant="$(sed -n "s/^define( 'FORMATION_ORDERS_VERSION', '\(.*\)' );/\1/p" plugin.php)"
	stable="$(sed -n 's/^Stable tag: *//p' readme.txt)"
	[[ -n "$header" && "$header" == "$constant" && "$header" == "$stable" ]] ||
		die "versions disagree: plugin.php header '$header', FORMATION_ORDERS_VERSION '$constant', readme.txt Stable tag '$stable'"
}

main "$@"
