$a = [1,2].map |$x| { break() }
notice($a)
