$a = [1, 2, 3] # $a becomes Literal Array of 3 numbers
$x = $a[1]     # $x becomes 2 (Accessing element at index 1 in the value referenced by $a)
$x = $a; [1]   # $x becomes the literal array, a literal array containing '1' is produced
$x = abc[1]    # $x becomes 'b' (character at index 1 in string 'abc')
abc [1]        # calls the function abc with the literal array containing '1' as an argument
foo()[1]       # calls function foo and gets index 1 in returned enumerable
foo() [1]      # calls function foo, then produces an array with the Integer 1
