notice(Undef <= Undef)
