#!/usr/bin/env bash
# Prints the folder of a complete WordPress core tree for WP_CORE, building it first if needed.
#
#   WP_CORE=6.1      Debian's package (/usr/share/wordpress, React 17): the default, the oldest release we support.
#   WP_CORE=nightly  the newest core we can reach (6.7-alpha, React 18.3); also 6.2 6.3 6.4 6.5 (6.5.5) and beta
#                    (6.6-RC3): the builds in the npm package @wp-playground/wordpress-builds.
#
# Debian ships only 6.1, and the npm registry is the only other source reachable here. That package is ~158 MB, so
# it is not a devDependency (every developer's `npm install` would fetch it): `npm pack` fetches it on first use into
# .stack/cache/ (npm's own cache keeps the download too), and each tree is built once from it and kept there.
#
#   bash bin/wordpress-core.sh nightly     → /…/.stack/cache/wordpress/wp-nightly-0.9.19
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

# Versions after 6.7 need a later release of this package: `npm view @wp-playground/wordpress-builds versions`.
BUILDS_PACKAGE="@wp-playground/wordpress-builds"
BUILDS_VERSION="0.9.19"
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

# The package's tarball, unpacked (only the build asked for) under .stack/cache/; prints the unpacked folder.
unpacked_package() {
	local build="$1" dir="$CACHE_DIR/wordpress-builds-$BUILDS_VERSION"
	local tarball="$dir/wp-playground-wordpress-builds-$BUILDS_VERSION.tgz"
	mkdir -p "$dir"
	if [[ ! -f "$tarball" ]]; then
		log "fetching $BUILDS_PACKAGE@$BUILDS_VERSION (~158 MB, once) with npm pack"
		(cd "$dir" && npm pack --silent "$BUILDS_PACKAGE@$BUILDS_VERSION" >/dev/null) ||
			die "npm pack $BUILDS_PACKAGE@$BUILDS_VERSION failed"
	fi
	if [[ ! -f "$dir/package/src/wordpress/$build.zip" ]]; then
		tar -xzf "$tarball" -C "$dir" "package/src/wordpress/$build.zip" "package/public/$build" 2>/dev/null ||
			die "$BUILDS_PACKAGE@$BUILDS_VERSION has no build $build"
	fi
	printf '%s' "$dir/package"
}

# The PHP side comes from the build's zip (minified PHP), the static side (JS, CSS, images, fonts) from public/.
# Only the static files this build lists are copied: public/ also holds stale files of older builds.
build_tree() {
	local build="$1" tree="$2" package tmp
	package="$(unpacked_package "$build")"
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
	local tree="$CACHE_DIR/wordpress/$core-$BUILDS_VERSION"
	if [[ ! -f "$tree/wp-settings.php" ]]; then
		log "building a WordPress core tree from $BUILDS_PACKAGE $core"
		build_tree "$core" "$tree"
	fi
	printf '%s\n' "$tree"
}

main "$@"
