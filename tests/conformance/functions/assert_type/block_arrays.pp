assert_type(Array[String], [1, 'a']) |$e, $a| { notice($e); notice($a) }
