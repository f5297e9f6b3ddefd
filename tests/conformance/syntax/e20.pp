notice($x
