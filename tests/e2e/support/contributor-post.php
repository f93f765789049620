<?php
/**
 * Saves a post as a contributor writes it (kses filters the content, as for any user without unfiltered_html),
 * then publishes it as an editor approving it would (publishing does not filter the content again). Prints the
 * post's address.
 *
 *   php tests/e2e/support/contributor-post.php --site=.stack/8940/site --url=http://127.0.0.1:8940 --content='<!-- wp:… -->'
 *
 * @package Formation_Orders
 */

require dirname( __DIR__, 3 ) . '/bin/site/cli.php';

$fo_options = fo_cli_options();
fo_cli_fake_request( fo_cli_option( $fo_options, 'url' ) );
require rtrim( fo_cli_option( $fo_options, 'site' ), '/' ) . '/wp-load.php';

$fo_contributor = get_user_by( 'login', 'contributor' );
$fo_user_id     = $fo_contributor ? $fo_contributor->ID : wp_insert_user(
	array(
		'user_login' => 'contributor',
		'user_pass'  => wp_generate_password(),
		'user_email' => 'contributor@example.com',
		'role'       => 'contributor',
	)
);
if ( is_wp_error( $fo_user_id ) ) {
	fo_cli_fail( 'could not create the contributor: ' . $fo_user_id->get_error_message() );
}

// Setting the user runs kses_init(): the contributor's content is filtered as on the REST API or in the editor.
wp_set_current_user( (int) $fo_user_id );
if ( current_user_can( 'unfiltered_html' ) ) {
	fo_cli_fail( 'the contributor may post unfiltered HTML: the test would prove nothing' );
}
$fo_post_id = wp_insert_post(
	array(
		'post_type'    => 'post',
		'post_status'  => 'pending',
		'post_title'   => 'A contributor\'s post',
		'post_content' => wp_slash( fo_cli_option( $fo_options, 'content' ) ),
		'post_author'  => (int) $fo_user_id,
	),
	true
);
if ( is_wp_error( $fo_post_id ) ) {
	fo_cli_fail( 'could not save the post: ' . $fo_post_id->get_error_message() );
}

// WordPress keeps no slug a contributor asks for on a pending post, and publishing gives it none: the editor
// names it (their save leaves the content as the contributor's filtered copy).
wp_set_current_user( 1 );
wp_publish_post( $fo_post_id );
wp_update_post(
	array(
		'ID'        => $fo_post_id,
		'post_name' => 'contributor-post-' . $fo_post_id,
	)
);
echo get_permalink( $fo_post_id ) . "\n";
