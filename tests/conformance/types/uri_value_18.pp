$u = URI('foo/bar?x#y') notice($u) notice(type($u)) notice($u.scheme =~ Undef) notice($u.path)
