if 'aa' =~ /(a)/ { [1].each |$i| { notice($1) ; if 'bb' =~ /(b)/ { notice($1) } ; notice($1) } ; notice($1) }
