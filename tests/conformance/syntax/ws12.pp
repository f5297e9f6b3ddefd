	notice($x)
