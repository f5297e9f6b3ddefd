$if = 1 notice($if)
