host { 'db_1-a.example.com': ip => '10.0.0.256' }
