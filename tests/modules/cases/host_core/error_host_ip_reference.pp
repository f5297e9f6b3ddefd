host { 'a': ip => File['/tmp/b'] }
