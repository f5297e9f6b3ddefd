user { 'u': expiry => 'never-ish' }
