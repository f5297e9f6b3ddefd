notice($::facts)
