define d() { notify { "inner-${title}": message => 'm' } }
d { 'x': }
notice(Notify['inner-x'][message])
