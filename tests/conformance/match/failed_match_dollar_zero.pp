notice("a" !~ /b/)
notice($0 =~ Undef)
