notice([9223372036854775807, 1].reduce |$a, $b| { $a + $b })
