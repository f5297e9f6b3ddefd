user { 'x': password => Sensitive('secret') }
notify { 's': message => Sensitive('hidden') }
