notice('   ')
notice("\n")
notice("x\n\n")
