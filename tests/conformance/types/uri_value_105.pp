notice(URI({scheme => 'ldap', host => 'x', path => '/dc=a'}))
