notice(assert_type(String[1], '') |$exp, $act| { "exp ${exp} act ${act}" })
