// The page side of the order form: one entry mounts every form on the page.
import '../../src/frontend';
