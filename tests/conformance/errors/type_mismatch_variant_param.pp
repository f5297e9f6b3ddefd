function f(Variant[Integer, Array[Integer]] $v) { $v }
notice(f('1'))
