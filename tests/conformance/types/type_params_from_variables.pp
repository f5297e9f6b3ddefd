$min = 2
$max = 4
notice(Integer[$min, $max])
notice(String[$min])
$types = [Integer, String]
notice(Tuple[*$types])
notice(Array[Integer, $min, $max])
