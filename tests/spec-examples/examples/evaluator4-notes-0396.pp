Integer[1,3]      # => [1,2,3]
Integer[3,1]      # => [3.2,1]
Integer[1,6,2]    # => [1,3,5]
Integer[6,1,2]    # => [6,4,2]
Integer[1]        # => error
Integer[]         # => Integer (null operation)

Integer[1,3].each {|x| . . . }   # loop over result
