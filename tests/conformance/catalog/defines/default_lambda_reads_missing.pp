define d($x, $y = [1].map |$v| { $x }) { notice($y) }
d { 't': }
