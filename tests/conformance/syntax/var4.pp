notice($x-y)
