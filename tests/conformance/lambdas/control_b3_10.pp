$r = [1,2,3].reduce |$m, $x| { if $x == 3 { break() } $m + $x }
notice($r)
