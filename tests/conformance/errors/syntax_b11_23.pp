$x = assert_type(String[3], 'ab') |$e, $a| { "bad: ${a}" }
notice($x)
