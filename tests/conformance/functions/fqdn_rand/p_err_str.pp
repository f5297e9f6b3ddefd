notice(fqdn_rand("abc"))
