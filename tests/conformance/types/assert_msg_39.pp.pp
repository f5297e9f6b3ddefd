assert_type(Integer, 1) |$e, $a| { notice("$e $a") }
notice(assert_type(Integer, 'x') |$e, $a| { "E=$e A=$a" })
