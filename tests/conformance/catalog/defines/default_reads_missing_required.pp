define d($x, $y = "${x}-y") { notice($y) }
d { 't': }
