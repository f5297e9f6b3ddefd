notice($::)
