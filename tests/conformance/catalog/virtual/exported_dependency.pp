@@notify { 'e': }
notify { 'n': require => Notify['e'] }
