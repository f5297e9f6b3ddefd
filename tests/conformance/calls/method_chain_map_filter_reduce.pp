$x = [1,2,3].map |$v| { $v * 2 }.filter |$v| { $v > 2 }.reduce |$a, $b| { $a + $b }
notice($x)
