notice(hiera())
