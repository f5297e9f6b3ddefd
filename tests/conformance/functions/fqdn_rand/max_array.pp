notice(fqdn_rand([1, 2]))
