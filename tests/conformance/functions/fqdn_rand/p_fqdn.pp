notice(fqdn_rand(100) =~ Integer[0, 99])
notice(fqdn_rand(100) == fqdn_rand(100))
notice(fqdn_rand(100, "a") == fqdn_rand(100, "a"))
notice(fqdn_rand(1))
