notice('before')
host { 'db.example.com': ip => '10.0.0.5', host_aliases => ['db'] }
