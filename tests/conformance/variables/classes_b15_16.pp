$x = 1
notice(defined('$x'), defined('x'), defined('$y'))
