function f(Hash $h) { $h }
f([1,2,3,4].reverse_each)
