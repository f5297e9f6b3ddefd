function f(Optional[Integer] $v) { $v }
notice(f(undef))
notice(f('x'))
