'abc' =~ /(a)(x)?/
notice($2 == undef)
notice($0)
