$c = 0
[1,2].each |$x| { $c = $c + $x }
