$r = assert_type(Integer, 'a') |$expected, $actual| { notice("${expected} / ${actual}"); 0 }
notice($r)
notice(assert_type(Integer, 3) |$e, $a| { 'not called' })
