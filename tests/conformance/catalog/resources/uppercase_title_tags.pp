notify { 'MixedCase': }
notify { 'Has::Colons': }
