define d(Optional[Integer] $n = undef, String $s = "s-${title}") { notice("${title}: n=${n} s=${s}") }
d { 'x': }
d { 'y': n => 3 }
