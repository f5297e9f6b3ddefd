if 'abc' =~ /(a)/ and false { notice('no') } else { notice($1) }
