notice(fqdn_rand())
