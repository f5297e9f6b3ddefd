# Integers
10   # decimal
0777 # octal
0xFF # hexadecimal

# Floating Point
0.1
31.415e-1
0.31415e1
