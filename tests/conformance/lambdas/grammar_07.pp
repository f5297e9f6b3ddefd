[1].each |$a|
