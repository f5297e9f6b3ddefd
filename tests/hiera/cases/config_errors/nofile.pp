notice(lookup('a', undef, undef, 'no hiera.yaml: no environment data'))
