$u = URI('urn:isbn:123') notice($u) notice(type($u)) notice($u.opaque) notice($u.path =~ Undef)
