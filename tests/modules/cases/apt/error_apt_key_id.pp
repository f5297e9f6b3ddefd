apt_key { 'not-a-key': source => 'http://apt.example.com/key.gpg' }
