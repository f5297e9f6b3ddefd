notice(hiera(1))
