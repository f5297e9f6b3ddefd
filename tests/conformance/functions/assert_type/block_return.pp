notice(assert_type(String, 3) |$e, $a| { "${a} is not ${e}" })
