package { 'nginx': enable_only => 'sometimes' }
