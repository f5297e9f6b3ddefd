class { 'gnocchi::statsd': }
