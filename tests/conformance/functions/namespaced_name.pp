function mymod::helper($x) { "h$x" }
notice(mymod::helper(1))
