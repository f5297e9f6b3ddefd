schedule { 'x': period => daily, repeat => 'lots' }
