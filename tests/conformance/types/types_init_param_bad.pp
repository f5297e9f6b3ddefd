function f(Init[Integer] $x) { $x }
f('abc')
