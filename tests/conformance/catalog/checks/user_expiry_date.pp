user { 'u': expiry => '2030-01-31' }
