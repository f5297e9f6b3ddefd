Integer[1, default].each |$i| { notice($i) }
