loginctl_user { 'u': linger => 'yes' }
