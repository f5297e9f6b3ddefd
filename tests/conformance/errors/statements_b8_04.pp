[1,2].map |$x| { $x }
notice('m')
