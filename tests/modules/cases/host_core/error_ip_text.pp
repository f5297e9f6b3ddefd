host { 'db': ip => 'not-an-ip' }
