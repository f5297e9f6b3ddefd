Integer[2,4].each |$i| { notice($i) }
