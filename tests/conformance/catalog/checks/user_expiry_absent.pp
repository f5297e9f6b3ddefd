user { 'u': expiry => absent }
