function f(Array[Integer] $a) { $a }
f([1, 'x'])
