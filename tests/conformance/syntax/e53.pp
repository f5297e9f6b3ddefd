notice($x[])
