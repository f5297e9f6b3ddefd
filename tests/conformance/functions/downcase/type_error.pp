downcase(undef)
