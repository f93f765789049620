#!/usr/bin/env bash
# Prints the folder of a complete WordPress core tree for WP_CORE, building it first if needed.
#
#   WP_CORE=6.1      Debian 12's `wordpress` package (/usr/share/wordpress, 6.1.9, React 17): the default, the oldest
#                    release we support.
#   WP_CORE=current  the `wordpress` package of Debian's development suite (sid): the WordPress that sites run today
#                    (7.1.4 when this was written, React 18.3). Any version from 7.1 on is accepted, and printed.
#   WP_CORE=7.1      the same, but refused when the development suite has moved past 7.1.
#
# Only Debian's packages and the npm registry are reachable here. apt fetches the development suite's packages by name
# through a private configuration (nothing in /etc/apt changes): the core and the seven library packages whose files
# Debian's core links to, plus its default theme. They are unpacked into one root, the links are resolved by copying,
# and the tree is kept in .stack/cache/wordpress/ (the .debs in .stack/cache/apt-sid/, so a later build works
# offline with what was fetched last).
#
#   bash bin/wordpress-core.sh current     → /…/.stack/cache/wordpress/wp-7.1.4
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

CACHE_DIR="$REPO_ROOT/.stack/cache"
APT_DIR="$CACHE_DIR/apt-sid"
# Debian's `wordpress` replaces the libraries WordPress bundles with links into these packages.
SID_PACKAGES=(wordpress wordpress-theme-twentytwentyfive libjs-cropper libjs-jquery-ui libjs-lodash libjs-underscore
	libphp-phpmailer php-getid3)

# What wp-admin and the editor cannot work without: a tree missing one of them is not a usable core.
REQUIRED_FILES=(
	wp-settings.php
	wp-includes/version.php
	wp-admin/css/common.min.css
	wp-admin/load-scripts.php
	wp-includes/js/dist/block-editor.min.js
	wp-includes/js/dist/edit-post.min.js
	wp-includes/js/dist/vendor/react-dom.min.js
	wp-includes/js/jquery/ui/effect.min.js
	wp-includes/class-wp-http-ixr-client.php
	wp-includes/PHPMailer/PHPMailer.php
	wp-includes/ID3/getid3.php
	wp-includes/fonts/dashicons.woff2
	wp-includes/images/blank.gif
	wp-content/themes/twentytwentyfive/style.css
)

# The Debian mirror this machine's own apt uses (deb822 .sources or a one-line sources.list).
debian_mirror() {
	local uri
	uri="$(grep -hE '^URIs:' /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '{print $2}' | grep -v security | head -1)"
	[[ -n "$uri" ]] ||
		uri="$(grep -hE '^deb ' /etc/apt/sources.list 2>/dev/null | awk '{print $2}' | grep -v security | head -1)"
	[[ -n "$uri" ]] || die "no Debian mirror in /etc/apt/sources.list(.d): cannot fetch the current WordPress"
	printf '%s' "$uri"
}

# apt-get with a private configuration: every Dir:: path absolute (a relative one is read under /etc/apt).
apt_sid() {
	apt-get -o Dir::Etc::SourceList="$APT_DIR/sources.list" -o Dir::Etc::SourceParts=/dev/null \
		-o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null \
		-o Dir::State::Lists="$APT_DIR/lists" -o Dir::Cache="$APT_DIR/cache" -o Debug::NoLocking=1 \
		-o APT::Sandbox::User="$(id -un)" "$@"
}

# Fetch the packages into $APT_DIR/debs (replacing the last set only when every download succeeded). Offline, the
# last set fetched is used.
fetch_sid_packages() {
	mkdir -p "$APT_DIR/lists/partial" "$APT_DIR/cache/archives/partial" "$APT_DIR/debs"
	printf 'deb %s sid main\n' "$(debian_mirror)" >"$APT_DIR/sources.list"
	local fresh="$APT_DIR/debs.partial" package
	rm -rf "$fresh"
	mkdir -p "$fresh"
	if apt_sid -qq update >&2 && (cd "$fresh" && apt_sid -qq download "${SID_PACKAGES[@]/%//sid}" >&2); then
		rm -rf "$APT_DIR/debs"
		mv "$fresh" "$APT_DIR/debs"
		return 0
	fi
	rm -rf "$fresh"
	for package in "${SID_PACKAGES[@]}"; do
		compgen -G "$APT_DIR/debs/${package}_*.deb" >/dev/null ||
			die "could not fetch $package from Debian's development suite, and no earlier copy is in $APT_DIR/debs"
	done
	log "Debian's development suite is not reachable: building from the packages fetched earlier"
}

# The version of the core package fetched last, e.g. 7.1.4 (from wordpress_7.1.4+dfsg1-1_all.deb).
fetched_version() {
	local deb
	deb="$(compgen -G "$APT_DIR/debs/wordpress_*.deb" | head -1)" || die "no wordpress package in $APT_DIR/debs"
	basename "$deb" | sed -E 's/^wordpress_([0-9][0-9.]*).*/\1/'
}

build_tree() {
	local tree="$1" root="$1.root" deb version
	rm -rf "$root" "$tree.partial"
	mkdir -p "$root"
	for deb in "$APT_DIR"/debs/*.deb; do
		dpkg-deb -x "$deb" "$root"
	done
	local core="$root/usr/share/wordpress"
	# The two absolute links: .htaccess points into /etc/wordpress (shipped in the same package, so in the root);
	# the CA bundle points to the machine's certificates, which no package here ships.
	ln -sfn "$root/etc/wordpress/htaccess" "$core/.htaccess"
	ln -sfn /etc/ssl/certs/ca-certificates.crt "$core/wp-includes/certificates/ca-bundle.crt"
	cp -rL "$core" "$tree.partial"
	rm -rf "$root"
	# Debian's wp-config.php reads /etc/wordpress/config-<host>.php; the stack writes its own.
	rm -f "$tree.partial/wp-config.php"
	[[ -z "$(find "$tree.partial" -type l -print -quit)" ]] || die "the core tree still has links after copying"
	local file
	for file in "${REQUIRED_FILES[@]}"; do
		[[ -s "$tree.partial/$file" ]] || die "the WordPress core tree lacks $file"
	done
	version="$(sed -n "s/^\$wp_version = '\([^']*\)'.*/\1/p" "$tree.partial/wp-includes/version.php")"
	log "built WordPress $version from Debian's development suite"
	rm -rf "$tree"
	mv "$tree.partial" "$tree"
}

main() {
	local core="${1:-${WP_CORE:-6.1}}"
	case "$core" in
		6.1) printf '%s\n' "$WP_CORE_SRC"; return 0 ;;
		current | 7.1) ;;
		*) die "unknown WP_CORE=$core: use 6.1 (Debian 12) or current (Debian's development suite; 7.1 today)" ;;
	esac
	command -v dpkg-deb >/dev/null || die "dpkg-deb is needed to build the current core"
	# npm test brings its e2e stacks up while PHPUnit brings up its own: one at a time fetches and builds the core,
	# the next finds it built.
	mkdir -p "$CACHE_DIR"
	exec 9>"$CACHE_DIR/wordpress-core.lock"
	flock 9
	# One fetch an hour is plenty: npm test asks for the core once per stack.
	[[ -n "$(find "$APT_DIR/debs" -maxdepth 0 -mmin -60 2>/dev/null)" ]] || fetch_sid_packages
	local version tree
	version="$(fetched_version)"
	[[ "$version" =~ ^([7-9]|[1-9][0-9])\. && ! "$version" =~ ^7\.0 ]] ||
		die "Debian's development suite has WordPress $version; the current core must be 7.1 or later"
	[[ "$core" != 7.1 || "$version" == 7.1* ]] ||
		die "WP_CORE=7.1 asked for, but Debian's development suite now has $version: use WP_CORE=current"
	tree="$CACHE_DIR/wordpress/wp-$version"
	[[ -f "$tree/wp-settings.php" ]] || build_tree "$tree"
	printf '%s\n' "$tree"
}

main "$@"
