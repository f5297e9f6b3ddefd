[1].each |$a = | { }
