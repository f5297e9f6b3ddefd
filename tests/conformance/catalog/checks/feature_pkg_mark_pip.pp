package { 'x': mark => bogus, provider => pip }
