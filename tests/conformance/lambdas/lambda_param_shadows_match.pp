if 'x' =~ /(x)/ { [1].each |$v| { notice($1) } }
