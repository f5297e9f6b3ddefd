notice(hiera('a', undef))
