notify { 'early': require => Class['late'] }
class late { notify { 'in late': } }
include late
