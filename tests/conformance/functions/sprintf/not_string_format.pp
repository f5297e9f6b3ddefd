sprintf(1)
