function f(Tuple[String, Integer] $t) { $t }
notice(f(['a', 1]))
notice(f(['a', 'b']))
