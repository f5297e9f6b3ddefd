$a = [type, function]
$b = { type => 1, function => 2 }
$c = type(1)
$d = $x.type
notice(type => 1)
