$x = 1
class c { $inner = 2 }
include c
notice(defined('$x'), defined('$y'), defined('$c::inner'), defined('$::x'), defined('$c::nope'))
