notice($::nope)
