$x = Integer("12 \n ab")
