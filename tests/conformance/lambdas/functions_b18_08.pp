function notice($x) { }
