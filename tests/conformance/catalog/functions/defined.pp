define d {}
class c {}
notice(defined('d'), defined('c'), defined('notify'), defined(Notify['x']), defined('$x'))
notify { 'x': }
notice(defined(Notify['x']), defined(Class['c']))
include c
notice(defined(Class['c']), defined(D['q']))
