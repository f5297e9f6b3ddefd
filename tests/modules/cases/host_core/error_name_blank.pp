host { 'db primary': ip => '10.0.0.1' }
