function f(Tuple[String, Integer] $t) { $t }
f(['a'])
