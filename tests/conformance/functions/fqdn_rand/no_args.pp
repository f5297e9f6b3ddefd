fqdn_rand()
