class c { $inner = 1 }
include c
notice(defined('$c::inner'))
notice(defined('$c::nope'))
notice(defined('$::c::inner'))
notice(defined('c'))
notice(defined(Resource['notify']))
notice(defined(Notify))
