chomp(undef)
