function f(Variant[Integer, Float, Boolean] $x) { $x }
f('s')
