$x = undef
$y = 1
notice(defined('$x'), defined('$y'), defined('$z'), defined('::y'))
class foo { $inner = 1 }
include foo
notice(defined('$foo::inner'), defined('foo'), defined('::foo'))
