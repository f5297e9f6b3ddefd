function f(Array[Integer, 2] $a) { $a }
f([1])
