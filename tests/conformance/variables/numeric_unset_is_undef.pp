notice($1 == undef)
notice($0 =~ Undef)
