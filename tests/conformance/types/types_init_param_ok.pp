function f(Init[Integer] $x) { Integer($x) }
notice(f(1))
notice(f('12'))
