host { 'db': ip => '::1', comment => "primary\nreplica" }
