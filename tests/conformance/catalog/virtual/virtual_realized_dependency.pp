@notify { 'v': }
notify { 'n': require => Notify['v'] }
realize(Notify['v'])
