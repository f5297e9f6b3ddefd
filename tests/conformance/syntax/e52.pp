notice($x[)
