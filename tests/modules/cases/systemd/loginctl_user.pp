loginctl_user { 'u': linger => enabled }
