function f(Variant[Integer, Array[Integer]] $x) { $x }
f(['a'])
