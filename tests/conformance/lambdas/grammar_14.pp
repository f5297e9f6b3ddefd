$class = 1 notice($class)
