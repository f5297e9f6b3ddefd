function notice($x) { 1 }
