mistral_config { 'DEFAULT/debug': value => true }
mistral_config { 'DEFAULT/debug': value => false }
