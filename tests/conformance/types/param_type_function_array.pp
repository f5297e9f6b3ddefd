function f(Array[String, 1] $x) { $x }
f([])
