$x = "10" notice($x % 3)
