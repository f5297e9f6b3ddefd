apt_key { '6F6B15509CF8E59E6E469F327F438280EF8D349F': content => 'KEY', source => 'https://apt.example.com/key.gpg' }
