notice($serverversion =~ Undef)
