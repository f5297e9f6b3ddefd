schedule { 'x': period => 'fortnightly' }
