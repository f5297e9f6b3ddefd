function mymod::helper($x) { $x }
notice(mymod::helper(3))
