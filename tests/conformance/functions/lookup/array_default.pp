$x = lookup('a', Array[String], 'unique', []) notice($x)
