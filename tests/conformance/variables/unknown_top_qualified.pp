notice($::nowhere::nothing)
