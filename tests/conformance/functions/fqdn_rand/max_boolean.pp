notice(fqdn_rand(true))
