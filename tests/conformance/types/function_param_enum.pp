function f(Enum[a, b] $x) { $x }
f('c')
