function f(Tuple[String, Integer] $x) { $x }
f(['a', 'b'])
