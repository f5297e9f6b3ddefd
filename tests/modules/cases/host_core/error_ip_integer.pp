host { 'db': ip => 5 }
