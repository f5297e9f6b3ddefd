notice(undef == undef)
$x = undef
notice($x =~ Undef)
