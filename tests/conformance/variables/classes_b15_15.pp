class c { }
include c
notice(defined('$c::x'), defined('$::nope'), defined('$c'))
