[1].each |$A| { notice($A) }
