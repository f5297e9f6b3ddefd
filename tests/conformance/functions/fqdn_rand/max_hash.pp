notice(fqdn_rand({'a' => 1}, 'seed'))
