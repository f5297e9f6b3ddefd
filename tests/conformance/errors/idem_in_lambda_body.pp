[1].each |$x| { 1 
 notice($x) }
