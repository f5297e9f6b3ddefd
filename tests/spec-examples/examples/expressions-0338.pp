D - T
I - T
F - T
