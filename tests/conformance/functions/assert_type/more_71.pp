notice(assert_type(Integer, "a") |$e, $a| { "got $a" })
