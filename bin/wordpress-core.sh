#!/usr/bin/env bash
# Prints the folder of a complete WordPress core tree for WP_CORE, building it first if needed.
#
#   WP_CORE=6.1      Debian's package (/usr/share/wordpress, React 17): the default, the oldest release we support.
#   WP_CORE=nightly  the newest core we can reach (6.7-alpha, React 18.3); also 6.2 6.3 6.4 6.5 (6.5.5) and beta
#                    (6.6-RC3): the builds in the npm package @wp-playground/wordpress-builds.
#
# Debian ships only 6.1, and the npm registry is the only other source reachable here. The package is an exact
# devDependency, so `npm install` on a fresh clone is all a newer core needs (~160 MB download, ~380 MB in
# node_modules): each core tree is built once from it into .stack/cache/ and kept there.
#
#   bash bin/wordpress-core.sh nightly     → /…/.stack/cache/wordpress/wp-nightly-0.9.19
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Versions after 6.7 need a later release of this package: `npm view @wp-playground/wordpress-builds versions`, then
# `npm install --save-dev --save-exact @wp-playground/wordpress-builds@<version>`.
BUILDS_PACKAGE="@wp-playground/wordpress-builds"
BUILDS_DIR="$REPO_ROOT/node_modules/$BUILDS_PACKAGE"
CACHE_DIR="$REPO_ROOT/.stack/cache"

# What wp-admin and the editor cannot work without: a tree missing one of them is not a usable core.
REQUIRED_FILES=(
	wp-settings.php
	wp-includes/version.php
	wp-admin/css/common.min.css
	wp-admin/load-scripts.php
	wp-includes/js/dist/block-editor.min.js
	wp-includes/js/dist/edit-post.min.js
	wp-includes/js/dist/vendor/react-dom.min.js
	wp-includes/fonts/dashicons.woff2
	wp-includes/images/blank.gif
)

# The installed package's version: the version package.json pins, or a clear error when npm install has not run.
builds_version() {
	local pinned installed
	pinned="$(node -p "require('$REPO_ROOT/package.json').devDependencies['$BUILDS_PACKAGE'] || ''")"
	[[ -n "$pinned" ]] || die "package.json has no devDependency $BUILDS_PACKAGE"
	[[ -f "$BUILDS_DIR/package.json" ]] ||
		die "$BUILDS_PACKAGE is not installed: run \`npm install --no-audit --no-fund\`"
	installed="$(node -p "require('$BUILDS_DIR/package.json').version")"
	[[ "$installed" == "$pinned" ]] ||
		die "node_modules has $BUILDS_PACKAGE $installed, package.json pins $pinned: run \`npm install --no-audit --no-fund\`"
	printf '%s' "$installed"
}

# The PHP side comes from the build's zip (minified PHP), the static side (JS, CSS, images, fonts) from public/.
# Only the static files this build lists are copied: public/ also holds stale files of older builds.
build_tree() {
	local build="$1" tree="$2" package="$BUILDS_DIR" tmp
	[[ -f "$package/src/wordpress/$build.zip" ]] || die "$BUILDS_PACKAGE has no build $build"
	tmp="$tree.partial"
	rm -rf "$tmp"
	mkdir -p "$tmp"
	unzip -q "$package/src/wordpress/$build.zip" -d "$tmp"
	[[ -f "$tmp/wordpress-remote-asset-paths" ]] || die "$build.zip lists no static files (wordpress-remote-asset-paths)"
	rsync -a --files-from="$tmp/wordpress-remote-asset-paths" "$package/public/$build/" "$tmp/" ||
		die "copying $build's static files failed"
	# Playground's own configuration and SQLite database: our stack writes its wp-config.php and uses MariaDB.
	rm -rf "$tmp/wp-config.php" "$tmp/wp-content/database" "$tmp/wp-content/db.php"
	local file
	for file in "${REQUIRED_FILES[@]}"; do
		[[ -s "$tmp/$file" ]] || die "the $build core tree lacks $file"
	done
	rm -rf "$tree"
	mv "$tmp" "$tree"
}

main() {
	local core="${1:-${WP_CORE:-6.1}}"
	case "$core" in
		6.1) printf '%s\n' "$WP_CORE_SRC"; return 0 ;;
		6.2 | 6.3 | 6.4 | 6.5) core="wp-$core" ;;
		beta | nightly) core="wp-$core" ;;
		*) die "unknown WP_CORE=$core: use 6.1 (Debian), 6.2, 6.3, 6.4, 6.5, beta (6.6-RC3) or nightly (6.7-alpha)" ;;
	esac
	command -v rsync >/dev/null || die "rsync is needed to build a core tree: apt-get install rsync"
	command -v unzip >/dev/null || die "unzip is needed to build a core tree: apt-get install unzip"
	local version tree
	version="$(builds_version)"
	tree="$CACHE_DIR/wordpress/$core-$version"
	if [[ ! -f "$tree/wp-settings.php" ]]; then
		log "building a WordPress core tree from $BUILDS_PACKAGE $version $core"
		build_tree "$core" "$tree"
	fi
	printf '%s\n' "$tree"
}

main "$@"
