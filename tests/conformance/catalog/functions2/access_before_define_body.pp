define d() { notify { "inner-${title}": message => 'm' } }
d { 'x': }
notice(defined(Notify['inner-x']))
