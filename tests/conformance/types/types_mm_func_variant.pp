function f(Variant[Integer, Enum[a, b]] $v) { $v }
f('c')
