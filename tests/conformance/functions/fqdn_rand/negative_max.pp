notice(fqdn_rand(0))
