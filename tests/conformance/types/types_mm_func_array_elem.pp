function f(Array[Integer] $a) { $a }
f([1, 'two', 3])
