function pair(String $k, Integer $v) >> Tuple[String, Integer] { [$k, $v] }
notice(pair('a', 1))
