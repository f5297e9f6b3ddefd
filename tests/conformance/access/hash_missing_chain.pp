$h = {}
notice($h[a] =~ Undef)
notice($h[a][b] =~ Undef)
