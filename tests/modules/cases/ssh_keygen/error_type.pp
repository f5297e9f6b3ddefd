ssh_keygen { 'john': type => 'ed25519' }
