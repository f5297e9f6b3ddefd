$s = "hello"
notice($s[[1, 2.5]])
