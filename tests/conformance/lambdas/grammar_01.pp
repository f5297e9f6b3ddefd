[1].each |$a $b| { }
