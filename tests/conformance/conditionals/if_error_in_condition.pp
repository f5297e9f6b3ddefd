if 1 / 0 { notice('x') }
