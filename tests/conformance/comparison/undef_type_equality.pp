notice(Undef == undef)
notice(undef =~ Undef)
