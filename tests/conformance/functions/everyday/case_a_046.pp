notice(['b','A','c'].sort |$a,$b| { compare($a, $b, false) })
