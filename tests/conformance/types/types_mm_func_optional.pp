function f(Optional[Integer] $v) { $v }
f('c')
