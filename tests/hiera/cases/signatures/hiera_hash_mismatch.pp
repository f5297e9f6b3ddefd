notice(hiera_hash('str'))
