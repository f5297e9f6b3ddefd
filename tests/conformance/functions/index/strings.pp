notice('hello'.index('l'))
notice('hello'.index('z') =~ Undef)
notice('hello'.index(/l+o/))
notice('héllo'.index('l'))
