$hiera_dir = 'not used: the top scope is read'
notice(lookup('a', undef, undef, 'default'))
notice(hiera('a', 'hiera default'))
