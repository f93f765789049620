# Shared helpers for the stack scripts. Source it; do not run it.
#
# One stack = one MariaDB + one copy of WordPress core + the sandbox + a PHP built-in server, all keyed by WP_PORT
# so several stacks (dev, PHPUnit, e2e) can run side by side. Everything a stack owns lives in .stack/<WP_PORT>/:
#   db/      MariaDB data directory          site/   WordPress core copy (plugin symlinked in)
#   logs/    mariadb, php-server, sandbox, debug.log (WP_DEBUG_LOG), mail.log
#   run/     pid files, the MariaDB socket
#
# Ports (override with env):
#   WP_PORT       8888              the WordPress site
#   DB_PORT       WP_PORT + 1000    MariaDB TCP port (9888 for the dev stack); the site itself uses the socket
#   SANDBOX_PORT  WP_PORT + 2       the sandbox (stand-in for the marketing API and the card tokenizer)
#   WP_PORT2      (none)            a second PHP server for the same site and database, as a second web server
#                                   behind a load balancer would be; e2e and bench start one on WP_PORT + 1
#   WP_CORE       6.1               which WordPress: 6.1 is Debian 12's; current (7.1 today) is built on first use
#                                   from Debian's development suite (bin/wordpress-core.sh)

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PLUGIN_SLUG="formation-orders"

# Debian packages the stack needs; bin/install-system-deps.sh installs them. (curl: the readiness checks; zip: `npm run
# plugin-zip`; php-codesniffer: the PHP linter, `npm run lint:php`; unzip: the plugin zip's test.)
SYSTEM_PACKAGES=(php-cli php-mysql php-xml php-mbstring mariadb-server chromium wordpress wordpress-theme-twentytwentythree phpunit curl zip php-codesniffer unzip)
WP_CORE_SRC="/usr/share/wordpress"

# DB credentials the site uses. A dedicated user (instead of root over unix_socket auth) works whether or not the
# scripts run as root.
DB_USER_NAME="wordpress"
DB_USER_PASSWORD="wordpress"

log() { printf '[stack %s] %s\n' "${WP_PORT:-?}" "$*" >&2; }
die() { printf '[stack %s] ERROR: %s\n' "${WP_PORT:-?}" "$*" >&2; exit 1; }

# Resolve ports and paths for the stack named by WP_PORT. Call once, after any per-script default for WP_PORT.
stack_init() {
	WP_PORT="${WP_PORT:-8888}"
	DB_PORT="${DB_PORT:-$((WP_PORT + 1000))}"
	SANDBOX_PORT="${SANDBOX_PORT:-$((WP_PORT + 2))}"
	export WP_PORT DB_PORT SANDBOX_PORT

	STACK_DIR="$REPO_ROOT/.stack/$WP_PORT"
	DB_DIR="$STACK_DIR/db"
	# MariaDB's own temporary files. Not the shared /tmp: a server starting up deletes the temporary tables it
	# finds in its tmpdir, and took those of another stack's data directory being initialised at the same time
	# ("Unknown table 'mysql.tmp_user_sys'", seen when CI brings four stacks up at once).
	DB_TMP_DIR="$STACK_DIR/dbtmp"
	SITE_DIR="$STACK_DIR/site"
	LOG_DIR="$STACK_DIR/logs"
	RUN_DIR="$STACK_DIR/run"
	DB_SOCKET="$(socket_path)"
	WP_URL="http://127.0.0.1:$WP_PORT"
	SANDBOX_URL="http://127.0.0.1:$SANDBOX_PORT"
	export STACK_DIR SITE_DIR DB_SOCKET WP_URL SANDBOX_URL
	WP_PORT2="${WP_PORT2:-}"
	WP_URL2="${WP_PORT2:+http://127.0.0.1:$WP_PORT2}"
	export WP_PORT2 WP_URL2
	WP_CORE="${WP_CORE:-6.1}"
	# Debian 12's 6.1 comes with twentytwentythree; the current core with twentytwentyfive, its default theme.
	SITE_THEME=twentytwentyfive
	[[ "$WP_CORE" == 6.1 ]] && SITE_THEME=twentytwentythree
	export WP_CORE SITE_THEME
}

# Unix socket paths are limited to 108 bytes; a deep checkout would overflow, so fall back to /tmp then.
socket_path() {
	local path="$RUN_DIR/mysqld.sock"
	if ((${#path} > 100)); then
		path="${TMPDIR:-/tmp}/$PLUGIN_SLUG-$WP_PORT-$(printf '%s' "$REPO_ROOT" | md5sum | cut -c1-8).sock"
	fi
	printf '%s' "$path"
}

is_root() { [[ "$(id -u)" == 0 ]]; }

# --- processes -------------------------------------------------------------------------------------------------

pid_file() { printf '%s/%s.pid' "$RUN_DIR" "$1"; }

# Pid recorded for a service, printed only if that process is still alive.
live_pid() {
	local file pid
	file="$(pid_file "$1")"
	[[ -f "$file" ]] || return 1
	pid="$(<"$file")"
	local stat
	stat="$(ps -o stat= -p "$pid" 2>/dev/null)" || return 1
	[[ -n "$stat" && "$stat" != Z* ]] || return 1
	printf '%s' "$pid"
}

# Start a command in its own session (so Ctrl-C in the terminal does not reach it and `kill -- -PGID` stops it with
# all its children) and record its pid, which is also its process-group id. The inner shell writes its own $$ so the
# pid is right even if setsid had to fork.
spawn() {
	local name="$1" logfile="$2"
	shift 2
	local file
	file="$(pid_file "$name")"
	rm -f "$file"
	setsid bash -c 'echo $$ > "$0"; exec "$@"' "$file" "$@" </dev/null >>"$logfile" 2>&1 &
	local waited=0
	until [[ -s "$file" ]]; do
		sleep 0.02
		((++waited < 250)) || die "could not start $name"
	done
}

# Stop a service's whole process group: TERM, wait, then KILL.
stop_group() {
	local name="$1" pid
	pid="$(live_pid "$name")" || {
		rm -f "$(pid_file "$name")"
		return 0
	}
	kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
	wait_gone "$pid" 100 || {
		log "$name (pgid $pid) ignored SIGTERM; killing"
		kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
		wait_gone "$pid" 50 || true
	}
	rm -f "$(pid_file "$name")"
}

# Live (non-zombie) processes of a process group. Zombies are ignored: our services are re-parented to pid 1, which
# may reap them late, and a zombie holds no port or file.
group_members() {
	ps -e -o pgid=,pid=,stat= | awk -v g="$1" '$1 == g && $3 !~ /^Z/ { print $2 }'
}

# Wait until no process of group $1 is left (checks every 0.05 s, at most $2 times).
wait_gone() {
	local pgid="$1" tries="$2"
	while ((tries-- > 0)); do
		[[ -z "$(group_members "$pgid")" ]] && return 0
		sleep 0.05
	done
	return 1
}

# --- ports and readiness ---------------------------------------------------------------------------------------

port_open() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Refuse to start on a port someone else already listens on, naming the env var that moves it.
require_free_port() {
	local port="$1" var="$2"
	if port_open "$port"; then
		die "port $port is already in use (by another program or another stack). Choose another: $var=<port>"
	fi
}

# Wait until a URL answers (any HTTP status), at most $2 seconds.
wait_http() {
	local url="$1" seconds="$2" tries
	tries=$((seconds * 10))
	while ((tries-- > 0)); do
		curl -s -o /dev/null --max-time 2 "$url" && return 0
		sleep 0.1
	done
	return 1
}

# Wait until a URL answers 2xx.
wait_http_ok() {
	local url="$1" seconds="$2" tries
	tries=$((seconds * 10))
	while ((tries-- > 0)); do
		curl -fs -o /dev/null --max-time 2 "$url" && return 0
		sleep 0.1
	done
	return 1
}

# --- MariaDB ---------------------------------------------------------------------------------------------------

db_client() {
	# As the OS user that initialised the data directory, unix_socket auth lets us in without a password.
	mariadb --no-defaults --socket="$DB_SOCKET" -u "$(id -un)" "$@"
}

db_ready() { mariadb-admin --no-defaults --socket="$DB_SOCKET" -u "$(id -un)" ping >/dev/null 2>&1; }

db_init_datadir() {
	[[ -d "$DB_DIR/mysql" ]] && return 0
	log "initialising MariaDB data directory (first run)"
	mkdir -p "$DB_DIR" "$DB_TMP_DIR"
	local args=(--no-defaults --datadir="$DB_DIR" --tmpdir="$DB_TMP_DIR" --auth-root-authentication-method=socket
		--skip-test-db)
	is_root && args+=(--user=root)
	mariadb-install-db "${args[@]}" >>"$LOG_DIR/mariadb-install.log" 2>&1 ||
		die "mariadb-install-db failed; see $LOG_DIR/mariadb-install.log"
}

db_start() {
	if live_pid mariadbd >/dev/null && db_ready; then
		log "MariaDB already running (port $DB_PORT)"
		return 0
	fi
	require_free_port "$DB_PORT" DB_PORT
	db_init_datadir
	mkdir -p "$DB_TMP_DIR"
	local args=(--no-defaults --datadir="$DB_DIR" --tmpdir="$DB_TMP_DIR" --socket="$DB_SOCKET" --port="$DB_PORT"
		--bind-address=127.0.0.1
		--skip-log-bin --innodb-flush-log-at-trx-commit=0 --pid-file="$RUN_DIR/mariadbd.server.pid"
		--log-error="$LOG_DIR/mariadb.log")
	is_root && args+=(--user=root)
	spawn mariadbd "$LOG_DIR/mariadb.log" mariadbd "${args[@]}"
	local tries=300
	until db_ready; do
		live_pid mariadbd >/dev/null || die "MariaDB exited during start; see $LOG_DIR/mariadb.log"
		((tries-- > 0)) || die "MariaDB did not become ready in 30 s; see $LOG_DIR/mariadb.log"
		sleep 0.1
	done
	log "MariaDB ready on port $DB_PORT (socket $DB_SOCKET)"
}

# Databases plus the site's user; idempotent.
db_create() {
	local sql="" name
	for name in "$@"; do
		sql+="CREATE DATABASE IF NOT EXISTS \`$name\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
	done
	sql+="CREATE USER IF NOT EXISTS '$DB_USER_NAME'@'localhost' IDENTIFIED BY '$DB_USER_PASSWORD';"
	sql+="CREATE USER IF NOT EXISTS '$DB_USER_NAME'@'127.0.0.1' IDENTIFIED BY '$DB_USER_PASSWORD';"
	sql+="GRANT ALL ON *.* TO '$DB_USER_NAME'@'localhost'; GRANT ALL ON *.* TO '$DB_USER_NAME'@'127.0.0.1';"
	db_client -e "$sql" || die "could not create databases $*"
}

db_stop() {
	local pid
	pid="$(live_pid mariadbd)" || {
		rm -f "$(pid_file mariadbd)"
		return 0
	}
	# Graceful first so InnoDB does not need crash recovery next time.
	mariadb-admin --no-defaults --socket="$DB_SOCKET" -u "$(id -un)" shutdown >/dev/null 2>&1 || true
	wait_gone "$pid" 200 || log "MariaDB did not shut down gracefully in 10 s"
	stop_group mariadbd
}

# --- WordPress site --------------------------------------------------------------------------------------------

# Copy core (first run), write wp-config.php, link the plugin and our mu-plugin, make sure the theme is there.
# The site remembers which core it was made from: its database was installed by that core, so another WP_CORE on
# the same port would run against a database of another version.
site_prepare() {
	local marker="$SITE_DIR/.formation-orders-core"
	if [[ -f "$SITE_DIR/wp-settings.php" && "$(cat "$marker" 2>/dev/null || echo 6.1)" != "$WP_CORE" ]]; then
		die "the site in $STACK_DIR was made with WP_CORE=$(cat "$marker" 2>/dev/null || echo 6.1), not $WP_CORE:" \
			"choose another WP_PORT, or stop the stack and delete $STACK_DIR"
	fi
	if [[ ! -f "$SITE_DIR/wp-settings.php" ]]; then
		WP_CORE_SRC="$(bash "$REPO_ROOT/bin/wordpress-core.sh" "$WP_CORE")" || die "no WordPress core for WP_CORE=$WP_CORE"
		log "copying WordPress core ($WP_CORE) from $WP_CORE_SRC"
		[[ -f "$WP_CORE_SRC/wp-settings.php" ]] || die "$WP_CORE_SRC is missing: run bin/install-system-deps.sh"
		rm -rf "$SITE_DIR"
		# -L: core must be a real copy (PHP resolves symlinks, and Debian's core would then load Debian's own
		# wp-config.php); some of Debian's links are relative, which -L also resolves.
		cp -rL "$WP_CORE_SRC" "$SITE_DIR"
		printf '%s\n' "$WP_CORE" >"$marker"
	fi
	site_write_config
	# SITE_WITHOUT_PLUGIN=1: a site the plugin is installed into from its zip, as a site owner would (bin/zip-site.sh).
	[[ "${SITE_WITHOUT_PLUGIN:-}" == 1 ]] || site_link_plugin
	site_ensure_theme "$SITE_THEME"
	mkdir -p "$SITE_DIR/wp-content/mu-plugins"
	cp "$REPO_ROOT/bin/site/mu-plugin-dev-quiet.php" "$SITE_DIR/wp-content/mu-plugins/formation-orders-dev-quiet.php"
	cp "$REPO_ROOT/bin/site/mu-plugin-test-settings.php" "$SITE_DIR/wp-content/mu-plugins/formation-orders-test-settings.php"
}

site_write_config() {
	cat >"$SITE_DIR/wp-config.php" <<PHP
<?php
// Written by bin/lib.sh on every stack start: edits are overwritten. Every constant is guarded so the PHPUnit
// bootstrap can point this same site at its own database.
defined( 'DB_NAME' ) || define( 'DB_NAME', 'wordpress' );
defined( 'DB_USER' ) || define( 'DB_USER', '$DB_USER_NAME' );
defined( 'DB_PASSWORD' ) || define( 'DB_PASSWORD', '$DB_USER_PASSWORD' );
defined( 'DB_HOST' ) || define( 'DB_HOST', 'localhost:$DB_SOCKET' );
defined( 'DB_CHARSET' ) || define( 'DB_CHARSET', 'utf8mb4' );
defined( 'DB_COLLATE' ) || define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';

// Fixed keys: this is a throw-away local site.
foreach ( array( 'AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT' ) as \$fo_key ) {
	defined( \$fo_key ) || define( \$fo_key, 'formation-orders-local-' . \$fo_key );
}

defined( 'WP_HOME' ) || define( 'WP_HOME', '$WP_URL' );
defined( 'WP_SITEURL' ) || define( 'WP_SITEURL', '$WP_URL' );
defined( 'WP_DEBUG' ) || define( 'WP_DEBUG', true );
defined( 'WP_DEBUG_LOG' ) || define( 'WP_DEBUG_LOG', '$LOG_DIR/debug.log' );
defined( 'WP_DEBUG_DISPLAY' ) || define( 'WP_DEBUG_DISPLAY', false );
defined( 'SCRIPT_DEBUG' ) || define( 'SCRIPT_DEBUG', false );
defined( 'WP_ENVIRONMENT_TYPE' ) || define( 'WP_ENVIRONMENT_TYPE', 'local' );
defined( 'DISABLE_WP_CRON' ) || define( 'DISABLE_WP_CRON', true );
defined( 'AUTOMATIC_UPDATER_DISABLED' ) || define( 'AUTOMATIC_UPDATER_DISABLED', true );
defined( 'WP_AUTO_UPDATE_CORE' ) || define( 'WP_AUTO_UPDATE_CORE', false );
defined( 'FS_METHOD' ) || define( 'FS_METHOD', 'direct' );
defined( 'FORMATION_ORDERS_MAIL_LOG' ) || define( 'FORMATION_ORDERS_MAIL_LOG', '$LOG_DIR/mail.log' );

defined( 'ABSPATH' ) || define( 'ABSPATH', __DIR__ . '/' );

// WordPress 6.1 core raises PHP 8.2 deprecations; hide those (and only those) before core loads.
require_once '$REPO_ROOT/bin/site/quiet-core-deprecations.php';

require_once ABSPATH . 'wp-settings.php';
PHP
}

site_link_plugin() {
	local link="$SITE_DIR/wp-content/plugins/$PLUGIN_SLUG"
	if [[ "$(readlink "$link" 2>/dev/null)" != "$REPO_ROOT" ]]; then
		rm -rf "$link"
		ln -s "$REPO_ROOT" "$link"
	fi
}

# Debian's wordpress-theme-* packages install into /usr/share/wordpress/wp-content/themes, so the core copy carries
# them; copy again in case the theme package was installed after the site was created.
site_ensure_theme() {
	local theme="$1"
	[[ -f "$SITE_DIR/wp-content/themes/$theme/style.css" ]] && return 0
	[[ -d "$WP_CORE_SRC/wp-content/themes/$theme" ]] || die "theme $theme missing: apt-get install wordpress-theme-$theme"
	cp -rL "$WP_CORE_SRC/wp-content/themes/$theme" "$SITE_DIR/wp-content/themes/"
}

# The site's WordPress version, read from core's version.php (newer builds have it minified onto one line).
site_wp_version() {
	sed -n "s/.*\$wp_version = '\([^']*\)'.*/\1/p" "$SITE_DIR/wp-includes/version.php" | head -1
}

# Run a PHP script against the site (bin/wp-install.php, bin/configure.php).
site_php() {
	php -d display_errors=stderr "$@"
}

# --- sandbox and web server ------------------------------------------------------------------------------------

sandbox_script() { printf '%s' "${SANDBOX_SERVER:-$REPO_ROOT/sandbox/dist/server.js}"; }

sandbox_start() {
	stop_group sandbox
	local script
	script="$(sandbox_script)"
	[[ -f "$script" ]] || die "$script is missing: run \`npm run build\` first"
	require_free_port "$SANDBOX_PORT" SANDBOX_PORT
	(cd "$REPO_ROOT" && SANDBOX_PORT="$SANDBOX_PORT" \
		spawn sandbox "$LOG_DIR/sandbox.log" node "$script")
	wait_http_ok "$SANDBOX_URL/__sandbox/health" 15 ||
		die "sandbox did not answer $SANDBOX_URL/__sandbox/health in 15 s; see $LOG_DIR/sandbox.log"
	log "sandbox ready at $SANDBOX_URL"
}

php_server_start() {
	# Restart every time: a fresh server picks up a changed plugin symlink and starts with an empty opcache.
	php_server_stop
	require_free_port "$WP_PORT" WP_PORT
	(cd "$REPO_ROOT" && PHP_CLI_SERVER_WORKERS=4 spawn php-server "$LOG_DIR/php-server.log" \
		php -d opcache.enable_cli=1 -S "127.0.0.1:$WP_PORT" -t "$SITE_DIR" "$REPO_ROOT/bin/router.php")
	wait_http "$WP_URL/wp-login.php" 15 || die "PHP server did not answer on $WP_URL; see $LOG_DIR/php-server.log"
	log "WordPress ready at $WP_URL"
}

# A second web server on WP_PORT2 (when set): its own PHP process, the same site files and database. WordPress keeps
# WP_HOME on WP_PORT, so pages come from the first; admin-ajax answers on both, as behind a load balancer.
php_server2_start() {
	stop_group php-server2
	[[ -n "$WP_PORT2" ]] || return 0
	require_free_port "$WP_PORT2" WP_PORT2
	(cd "$REPO_ROOT" && PHP_CLI_SERVER_WORKERS=4 spawn php-server2 "$LOG_DIR/php-server2.log" \
		php -d opcache.enable_cli=1 -S "127.0.0.1:$WP_PORT2" -t "$SITE_DIR" "$REPO_ROOT/bin/router.php")
	wait_http "$WP_URL2/wp-login.php" 15 || die "second PHP server did not answer on $WP_URL2; see $LOG_DIR/php-server2.log"
	log "second web server for the same site ready at $WP_URL2"
}

php_server_stop() {
	stop_group php-server2
	stop_group php-server
	# The built-in server's workers must not outlive the group kill: a leftover worker keeps the port.
	if port_open "$WP_PORT" && [[ -n "$(port_owner_pids "$WP_PORT")" ]]; then
		log "something still listens on $WP_PORT: $(port_owner_pids "$WP_PORT")"
	fi
}

# Pids listening on a TCP port (empty if none or ss is not available).
port_owner_pids() {
	ss -ltnpH "sport = :$1" 2>/dev/null | grep -o 'pid=[0-9]*' | cut -d= -f2 | sort -u | tr '\n' ' '
}

# --- npm -------------------------------------------------------------------------------------------------------

# `npm ci` fails on this network (404s for other platforms' optional binaries), so install from the lockfile; skip
# when node_modules is already at least as new as package-lock.json.
npm_install_if_needed() {
	local marker="$REPO_ROOT/node_modules/.package-lock.json"
	if [[ -f "$marker" && ! "$REPO_ROOT/package-lock.json" -nt "$marker" ]]; then
		log "node_modules is up to date"
		return 0
	fi
	# --prefer-offline: what npm's cache on this machine already holds is not asked for again.
	log "npm install --no-audit --no-fund --prefer-offline"
	(cd "$REPO_ROOT" && npm install --no-audit --no-fund --prefer-offline)
}
