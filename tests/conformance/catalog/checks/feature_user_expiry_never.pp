user { 'u': expiry => 'never' }
