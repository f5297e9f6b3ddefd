Integer[1,10] > Integer[2,3]   # => true
Integer[1,10] == Integer[2,3]  # => false (they are not equal)
Integer[1,10] > Integer[0,5]   # => false (overlap)
Integer[1,10] > Integer[1,10]  # => false (not a subset, they are equal)
Integer[1,10] >= Integer[1,10] # => true (they are equal)
Integer[1,10] == Integer[1,10] # => true (they are equal)
