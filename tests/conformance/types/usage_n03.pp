function f(String $s, Integer *$rest) { notice($rest) } f('a', 1, 'b')
