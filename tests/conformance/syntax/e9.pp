[1,2,3].each |$x| do notice($x) end
