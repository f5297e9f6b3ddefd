Integer[1].each |$i| { notice($i) }
