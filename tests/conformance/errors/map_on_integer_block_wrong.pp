notice(5.map |$a, $b, $c| { $a })
