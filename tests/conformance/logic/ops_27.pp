notice(-undef)
