package { 'x': mark => bogus }
