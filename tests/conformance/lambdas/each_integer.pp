3.each |$i| { notice($i) }
