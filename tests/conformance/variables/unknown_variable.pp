notice($y)
