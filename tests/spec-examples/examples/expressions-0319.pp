10 - 1     # produces 9
10.0 - 0.1 # produces 9.9
