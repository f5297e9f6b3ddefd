function f(Optional[Integer] $x = undef) { $x }
notice(f())
notice(f(undef))
f('x')
