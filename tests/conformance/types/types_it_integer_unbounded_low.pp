Integer[default, 5].each |$i| { notice($i) }
