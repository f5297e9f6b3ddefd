function f(Hash $h) { $h }
f([1,2].reverse_each)
